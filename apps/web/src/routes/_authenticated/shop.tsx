import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/shop')({
  beforeLoad: guardSection('shop'),
  component: () => <SectionLayout section="shop" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/opportunities')({
  beforeLoad: guardSection('opportunities'),
  component: () => <SectionLayout section="opportunities" />,
});

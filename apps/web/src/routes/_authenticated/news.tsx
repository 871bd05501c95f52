import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/news')({
  beforeLoad: guardSection('news'),
  component: () => <SectionLayout section="news" />,
});

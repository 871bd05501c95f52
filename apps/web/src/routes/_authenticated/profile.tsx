import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/profile')({
  beforeLoad: guardSection('profile'),
  component: () => <SectionLayout section="profile" />,
});

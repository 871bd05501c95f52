import { createFileRoute } from '@tanstack/react-router';
import { EmptyList } from '../../../components/EmptySection.tsx';
import { guardSection } from '../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/users')({
  beforeLoad: guardSection('settingsUsers'),
  component: EmptyList,
});

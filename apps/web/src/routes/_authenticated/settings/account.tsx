import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/EmptySection.tsx';
import { guardSection } from '../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/account')({
  beforeLoad: guardSection('settingsAccount'),
  component: EmptySection,
});

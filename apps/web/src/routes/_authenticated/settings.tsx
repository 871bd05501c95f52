import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings')({
  beforeLoad: guardSection('settingsTeams'),
  component: () => <SectionLayout section="settings" />,
});

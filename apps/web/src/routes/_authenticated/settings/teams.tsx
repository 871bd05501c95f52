import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

// The list is open to every user (spec 6); adding teams and assigning are for admins (child routes).
export const Route = createFileRoute('/_authenticated/settings/teams')({
  beforeLoad: guardSection('settingsTeams'),
  component: Outlet,
});

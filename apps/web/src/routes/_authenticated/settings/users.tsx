import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

// The list is open to every user (spec 6); inviting and editing others is for admins (child routes).
export const Route = createFileRoute('/_authenticated/settings/users')({
  beforeLoad: guardSection('settingsUsers'),
  component: Outlet,
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

/** Every channel screen is for company admins (spec 6). */
export const Route = createFileRoute('/_authenticated/settings/channels')({
  beforeLoad: guardSection('settingsChannels'),
  component: Outlet,
});

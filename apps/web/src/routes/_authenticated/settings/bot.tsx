import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

// Admin only: the company's bots answer every customer.
export const Route = createFileRoute('/_authenticated/settings/bot')({
  beforeLoad: guardSection('settingsBot'),
  component: Outlet,
});

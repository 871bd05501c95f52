import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/touchpoints-settings')({
  beforeLoad: guardSection('settingsTouchpoints'),
  component: Outlet,
});

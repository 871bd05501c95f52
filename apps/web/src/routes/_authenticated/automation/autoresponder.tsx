import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/automation/autoresponder')({
  beforeLoad: guardSection('autoresponder'),
  component: Outlet,
});

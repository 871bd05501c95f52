import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

// Admin only, and absent when the brand switches company quick replies off (spec 2, 6).
export const Route = createFileRoute('/_authenticated/settings/quick-replies')({
  beforeLoad: guardSection('settingsQuickReplies'),
  component: Outlet,
});

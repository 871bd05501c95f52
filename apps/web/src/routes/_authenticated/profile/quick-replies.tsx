import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardSection } from '../../../lib/sectionGuard.ts';

// Absent when the brand switches user quick replies off (spec 2).
export const Route = createFileRoute('/_authenticated/profile/quick-replies')({
  beforeLoad: guardSection('profileQuickReplies'),
  component: Outlet,
});

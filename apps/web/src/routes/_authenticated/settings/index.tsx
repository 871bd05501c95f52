import { sections, sectionTabs } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { viewerOf } from '../../../lib/sectionGuard.ts';
import { firstTab } from '../../../lib/sections.ts';

// /settings opens its first page this user may see: account for admins (spec 2), teams for users.
export const Route = createFileRoute('/_authenticated/settings/')({
  beforeLoad: ({ context }) => {
    const first = firstTab(sectionTabs.settings, viewerOf(context.me));
    throw redirect({ to: first ? sections[first].to : '/dashboard' });
  },
});

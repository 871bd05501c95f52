import { sectionTabs, tabsFor } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { viewerOf } from '../../../lib/sectionGuard.ts';

// /settings opens its first page this user may see: account for admins (spec 2), teams for users.
export const Route = createFileRoute('/_authenticated/settings/')({
  beforeLoad: ({ context }) => {
    const first = tabsFor(sectionTabs.settings, viewerOf(context.me))[0];
    // Section paths are plain strings from the section table, not typed route ids.
    throw redirect({ to: (first?.section.to ?? '/dashboard') as '/dashboard' });
  },
});

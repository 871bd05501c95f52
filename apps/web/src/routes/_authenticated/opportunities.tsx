import { sectionCountersQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { InboxLayout } from '../../features/inbox/index.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/opportunities')({
  beforeLoad: guardSection('opportunities'),
  loader: ({ context }) => context.app.queryClient.ensureQueryData(sectionCountersQueryOptions(context.app)),
  component: InboxLayout,
});

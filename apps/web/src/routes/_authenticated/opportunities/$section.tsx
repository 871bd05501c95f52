import { opportunityListQueryOptions } from '@parley/api';
import { inboxSections } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { InboxSection } from '../../../features/inbox/index.ts';
import { paramsOf } from '../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/opportunities/$section')({
  // An unknown section opens mine.
  params: paramsOf(v.object({ section: v.picklist(inboxSections) }), () => {
    throw redirect({ to: '/opportunities/$section', params: { section: 'mine' } });
  }),
  // The section's first page starts with the navigation, beside the counters and the open conversation,
  // instead of after the list rendered; the list shows its own loading and error states.
  loader: ({ context: { app, me }, params: { section } }) => {
    void app.queryClient.prefetchInfiniteQuery(opportunityListQueryOptions(app, section, me.id));
  },
  component: InboxSectionRoute,
});

function InboxSectionRoute() {
  return <InboxSection section={Route.useParams().section} />;
}

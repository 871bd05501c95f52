import { opportunityListQueryOptions } from '@parley/api';
import { channelTypes, inboxListSorts, inboxSections, inboxWaitingFilters } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { InboxSection } from '../../../features/inbox/index.ts';
import { paramsOf, searchParam } from '../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/opportunities/$section')({
  // An unknown section opens mine.
  params: paramsOf(v.object({ section: v.picklist(inboxSections) }), () => {
    throw redirect({ to: '/opportunities/$section', params: { section: 'mine' } });
  }),
  // The search (`q`) and the list's view (domain listView.ts: channel, label, unread, waiting, sort),
  // so a reload, a shared link and Back keep them; an edited value that is not known is dropped.
  validateSearch: v.object({
    // A query of digits (part of a phone number) reads as a number from a hand-written address.
    q: searchParam(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(100))),
    channel: searchParam(v.picklist(channelTypes)),
    label: searchParam(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
    unread: searchParam(v.boolean()),
    waiting: searchParam(v.picklist(inboxWaitingFilters)),
    sort: searchParam(v.picklist(inboxListSorts)),
  }),
  loaderDeps: ({ search: { q: _q, ...view } }) => view,
  // The section's first page starts with the navigation, beside the counters and the open conversation,
  // instead of after the list rendered; the list shows its own loading and error states.
  loader: ({ context: { app, me }, params: { section }, deps }) => {
    void app.queryClient.prefetchInfiniteQuery(opportunityListQueryOptions(app, section, me.id, deps));
  },
  component: InboxSectionRoute,
});

function InboxSectionRoute() {
  return <InboxSection section={Route.useParams().section} />;
}

import {
  companyLabelsQueryOptions,
  opportunityQueryOptions,
  quickRepliesQueryOptions,
  threadQueryOptions,
} from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationContact } from '../../../../features/contacts/index.ts';
import { Conversation } from '../../../../features/inbox/index.ts';
import type { AppContext } from '../../../../lib/appContext.ts';
import { holdFirstScreen } from '../../../../lib/firstScreen.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/opportunities/$section/$id')({
  params: idParams,
  // A cold load asks for the conversation beside `me` (router.tsx); the loader then finds it in flight.
  staticData: { firstRequests: (app, { id }) => id && requestConversation(app, id) },
  // Starts the conversation's requests with the navigation; the screen shows its own loading and error
  // states. The company's labels and quick replies too: they arrive before the conversation mounts
  // instead of being asked for in its commit, and it renders once with them instead of again after.
  // On a cold load the conversation's messages are the first screen: what waits for it (the real-time
  // connection, the writing tools) waits until they are painted (Conversation releases it).
  loader: ({ context: { app, me }, params: { id } }) => {
    holdFirstScreen('conversation');
    requestConversation(app, id);
    void app.queryClient.prefetchQuery(companyLabelsQueryOptions(app, me.company.id));
  },
  component: ConversationRoute,
});

/** The conversation's own requests: none of them needs the user. */
function requestConversation(app: AppContext, id: string) {
  void app.queryClient.prefetchQuery(opportunityQueryOptions(app, id));
  void app.queryClient.prefetchInfiniteQuery(threadQueryOptions(app, id));
  void app.queryClient.prefetchQuery(quickRepliesQueryOptions(app));
}

function ConversationRoute() {
  const { id } = Route.useParams();
  // A new key per conversation: drafts, older pages and scroll position belong to one conversation.
  // The contact's card beside it (spec 2), loaded on demand (features/contacts/ConversationContact.tsx).
  return (
    <ConversationContact opportunityId={id}>
      <Conversation key={id} opportunityId={id} />
    </ConversationContact>
  );
}

import { opportunityQueryOptions, threadQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationContact } from '../../../../features/contacts/ConversationContact.tsx';
import { Conversation } from '../../../../features/inbox/Conversation.tsx';

export const Route = createFileRoute('/_authenticated/opportunities/$section/$id')({
  // Starts both requests with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(opportunityQueryOptions(app, id));
    void app.queryClient.prefetchInfiniteQuery(threadQueryOptions(app, id));
  },
  component: ConversationRoute,
});

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

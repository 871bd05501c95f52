import { createFileRoute } from '@tanstack/react-router';
import { Conversation } from '../../../../components/inbox/Conversation.tsx';

export const Route = createFileRoute('/_authenticated/opportunities/$section/$id')({
  component: ConversationRoute,
});

function ConversationRoute() {
  const { id, section } = Route.useParams();
  // A new key per conversation: drafts, older pages and scroll position belong to one conversation.
  return <Conversation key={id} opportunityId={id} section={section} />;
}

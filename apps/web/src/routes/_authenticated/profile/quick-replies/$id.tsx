import { scopedQuickReplyQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { EditQuickReply } from '../../../../features/quickReplies/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/profile/quick-replies/$id')({
  params: idParams,
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(scopedQuickReplyQueryOptions(app, 'user', id));
  },
  component: EditRoute,
});

function EditRoute() {
  const { id } = Route.useParams();
  // A new key per reply: the form starts from that reply's values.
  return <EditQuickReply key={id} id={id} scope="user" />;
}

import { companyQuickReplyQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { QuickReplyPreview } from '../../../../../features/quickReplies/index.ts';
import { idParams } from '../../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/$id/preview')({
  params: idParams,
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(companyQuickReplyQueryOptions(app, id));
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id } = Route.useParams();
  return <QuickReplyPreview key={id} id={id} />;
}

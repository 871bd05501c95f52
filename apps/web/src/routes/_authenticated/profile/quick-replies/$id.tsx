import { scopedQuickReplyQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { EditQuickReply } from '../../../../features/quickReplies/index.ts';
import { prefetchRecord, recordPage } from '../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/profile/quick-replies/$id')({
  ...recordPage,
  loader: prefetchRecord((app, id) => scopedQuickReplyQueryOptions(app, 'user', id)),
  component: () => <EditQuickReply id={Route.useParams().id} scope="user" />,
});

import { companyQuickReplyQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { EditQuickReply } from '../../../../../features/quickReplies/index.ts';
import { prefetchRecord, recordPage } from '../../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/$id/')({
  ...recordPage,
  loader: prefetchRecord(companyQuickReplyQueryOptions),
  component: () => <EditQuickReply id={Route.useParams().id} />,
});

import { companyQuickReplyQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { QuickReplyPreview } from '../../../../../features/quickReplies/index.ts';
import { prefetchRecord, recordPage } from '../../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/$id/preview')({
  ...recordPage,
  loader: prefetchRecord(companyQuickReplyQueryOptions),
  component: () => <QuickReplyPreview id={Route.useParams().id} />,
});

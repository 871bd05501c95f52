import { companyQuickRepliesQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { QuickRepliesList } from '../../../../features/quickReplies/index.ts';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(companyQuickRepliesQueryOptions(app));
  },
  component: QuickRepliesList,
});

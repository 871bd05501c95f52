import { companyQuickRepliesQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { QuickRepliesList } from '../../../../features/quickReplies/QuickRepliesList.tsx';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(companyQuickRepliesQueryOptions(app));
  },
  component: QuickRepliesList,
});

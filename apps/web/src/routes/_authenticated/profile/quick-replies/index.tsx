import { scopedQuickRepliesQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { QuickRepliesList } from '../../../../features/quickReplies/index.ts';

export const Route = createFileRoute('/_authenticated/profile/quick-replies/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(scopedQuickRepliesQueryOptions(app, 'user'));
  },
  component: () => <QuickRepliesList scope="user" />,
});

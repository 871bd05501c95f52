import { brandNewsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { NewsOverview } from '../../../features/news/index.ts';

export const Route = createFileRoute('/_authenticated/news/overview')({
  // Starts the list with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app, me } }) => {
    void app.queryClient.prefetchQuery(brandNewsQueryOptions(app, me.company.brand.id));
  },
  component: NewsOverview,
});

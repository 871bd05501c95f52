import { companyPortfolioQueryOptions, myProfileQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileInformation } from '../../../features/profile/index.ts';

export const Route = createFileRoute('/_authenticated/profile/information')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(myProfileQueryOptions(app));
    void app.queryClient.prefetchQuery(companyPortfolioQueryOptions(app));
  },
  component: ProfileInformation,
});

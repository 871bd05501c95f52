import { autorespondersQueryOptions, consentBotQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { AutoresponderScreen } from '../../../../features/automation/index.ts';

export const Route = createFileRoute('/_authenticated/automation/autoresponder/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(autorespondersQueryOptions(app));
    void app.queryClient.prefetchQuery(consentBotQueryOptions(app));
  },
  component: AutoresponderScreen,
});

import { consentBotQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { ConsentBotEditor } from '../../../../features/automation/index.ts';

export const Route = createFileRoute('/_authenticated/automation/autoresponder/consent-bot')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(consentBotQueryOptions(app));
  },
  component: ConsentBotEditor,
});

import { botsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { BotList } from '../../../../features/automation/index.ts';

export const Route = createFileRoute('/_authenticated/settings/bot/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(botsQueryOptions(app));
  },
  component: BotList,
});

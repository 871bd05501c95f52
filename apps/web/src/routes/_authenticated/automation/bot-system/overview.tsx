import { botsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { AutomationOverview } from '../../../../features/automation/index.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/automation/bot-system/overview')({
  beforeLoad: guardSection('botSystemOverview'),
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(botsQueryOptions(app));
  },
  component: AutomationOverview,
});

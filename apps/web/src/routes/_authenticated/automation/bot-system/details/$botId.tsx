import { botQueryOptions } from '@parley/api';
import { idSchema } from '@parley/domain';
import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { BotFlowScreen } from '../../../../../features/automation/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/automation/bot-system/details/$botId')({
  params: paramsOf(v.object({ botId: idSchema })),
  beforeLoad: guardSection('botDetails'),
  loader: ({ context: { app }, params: { botId } }) => {
    void app.queryClient.prefetchQuery(botQueryOptions(app, botId));
  },
  component: BotDetailsRoute,
});

function BotDetailsRoute() {
  const { botId } = Route.useParams();
  // The node route below names the selected node.
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <BotFlowScreen botId={botId} selectedNodeId={id ?? null}>
      {id ? <Outlet /> : null}
    </BotFlowScreen>
  );
}

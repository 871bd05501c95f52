import { EDITABLE_BOT_NODE_TYPES, idSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { NodeEditor } from '../../../../../../../features/automation/index.ts';
import { paramsOf } from '../../../../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/automation/bot-system/details/$botId/$nodeType/$id')({
  params: paramsOf(v.object({ nodeType: v.picklist(EDITABLE_BOT_NODE_TYPES), id: idSchema }), () => {
    throw redirect({ to: '/automation/bot-system/overview' });
  }),
  remountDeps: ({ params }) => `${params.nodeType}:${params.id}`,
  component: NodeRoute,
});

function NodeRoute() {
  const { botId, nodeType, id } = Route.useParams();
  const { me } = Route.useRouteContext();
  return <NodeEditor botId={botId} nodeType={nodeType} nodeId={id} companyId={me.company.id} />;
}

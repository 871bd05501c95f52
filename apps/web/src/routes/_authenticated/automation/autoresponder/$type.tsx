import { autorespondersQueryOptions } from '@parley/api';
import { AUTORESPONDER_TYPES } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { AutoresponderEditor } from '../../../../features/automation/index.ts';
import { paramsOf } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/automation/autoresponder/$type')({
  params: paramsOf(v.object({ type: v.picklist(AUTORESPONDER_TYPES) }), () => {
    throw redirect({ to: '/automation/autoresponder' });
  }),
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(autorespondersQueryOptions(app));
  },
  component: () => <AutoresponderEditor type={Route.useParams().type} />,
});

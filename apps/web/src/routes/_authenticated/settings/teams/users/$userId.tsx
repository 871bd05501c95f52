import { settingsTeamsQueryOptions, settingsUserQueryOptions } from '@parley/api';
import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UserTeams } from '../../../../../features/settings/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/teams/users/$userId')({
  params: paramsOf(v.object({ userId: idSchema })),
  beforeLoad: guardSection('settingsTeamsManage'),
  loader: ({ context: { app }, params: { userId } }) => {
    void app.queryClient.prefetchQuery(settingsUserQueryOptions(app, userId));
    void app.queryClient.prefetchQuery(settingsTeamsQueryOptions(app));
  },
  component: UserTeamsPage,
});

function UserTeamsPage() {
  const { userId } = Route.useParams();
  return <UserTeams userId={userId} />;
}

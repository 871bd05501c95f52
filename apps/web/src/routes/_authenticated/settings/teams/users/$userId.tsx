import { settingsTeamsQueryOptions, settingsUserQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UserTeams } from '../../../../../features/settings/index.ts';
import { guardSection } from '../../../../../lib/sectionGuard.ts';

const paramsSchema = v.object({ userId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

export const Route = createFileRoute('/_authenticated/settings/teams/users/$userId')({
  params: { parse: (params) => v.parse(paramsSchema, params) },
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

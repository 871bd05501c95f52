import { settingsTeamsQueryOptions, settingsUsersQueryOptions } from '@parley/api';
import { hasAccess } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import { TeamsOverview } from '../../../../features/settings/index.ts';

export const Route = createFileRoute('/_authenticated/settings/teams/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(settingsTeamsQueryOptions(app));
    void app.queryClient.prefetchQuery(settingsUsersQueryOptions(app));
  },
  component: TeamsPage,
});

function TeamsPage() {
  const { me } = Route.useRouteContext();
  return <TeamsOverview isAdmin={hasAccess(me.role.type, 'admin')} companyId={me.company.id} />;
}

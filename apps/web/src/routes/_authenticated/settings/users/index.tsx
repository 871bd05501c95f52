import { settingsUsersQueryOptions } from '@parley/api';
import { hasAccess } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import { UsersList } from '../../../../features/settings/index.ts';

export const Route = createFileRoute('/_authenticated/settings/users/')({
  loader: ({ context }) => {
    void context.app.queryClient.prefetchQuery(settingsUsersQueryOptions(context.app));
  },
  component: UsersPage,
});

function UsersPage() {
  const { me } = Route.useRouteContext();
  return <UsersList isAdmin={hasAccess(me.role.type, 'admin')} meId={me.id} />;
}

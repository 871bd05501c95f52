import { settingsUserQueryOptions } from '@parley/api';
import { hasAccess } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { EditUser } from '../../../../features/settings/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/settings/users/$id')({
  params: idParams,
  // Admins edit every user of the company; anyone else only themselves (spec 6, updateUser).
  beforeLoad: ({ context, params }) => {
    if (!hasAccess(context.me.role.type, 'admin') && params.id !== context.me.id)
      throw redirect({ to: '/forbidden' });
  },
  loader: ({ context, params }) => {
    void context.app.queryClient.prefetchQuery(settingsUserQueryOptions(context.app, params.id));
  },
  component: EditUserPage,
});

function EditUserPage() {
  const { me } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <EditUser id={id} isAdmin={hasAccess(me.role.type, 'admin')} meId={me.id} />;
}

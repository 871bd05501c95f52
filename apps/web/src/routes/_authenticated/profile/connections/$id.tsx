import { calendarConnectionQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarConnectionDetail } from '../../../../features/calendarConnections/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/profile/connections/$id')({
  params: idParams,
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(calendarConnectionQueryOptions(app, id));
  },
  component: ConnectionRoute,
});

function ConnectionRoute() {
  const { id } = Route.useParams();
  return <CalendarConnectionDetail key={id} id={id} />;
}

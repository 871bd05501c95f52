import { appointmentQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { AppointmentDetail } from '../../../../features/appointments/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/appointments/overview/$id')({
  params: idParams,
  // Starts the request with the navigation; the screen shows its spinner until the appointment is found.
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(appointmentQueryOptions(app, id));
  },
  component: AppointmentRoute,
});

function AppointmentRoute() {
  const { id } = Route.useParams();
  return <AppointmentDetail key={id} id={id} />;
}

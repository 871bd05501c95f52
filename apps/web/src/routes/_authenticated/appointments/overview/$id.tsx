import { appointmentQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { AppointmentDetail } from '../../../../features/appointments/index.ts';
import { prefetchRecord, recordPage } from '../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/appointments/overview/$id')({
  ...recordPage,
  // Starts the request with the navigation; the screen shows its spinner until the appointment is found.
  loader: prefetchRecord(appointmentQueryOptions),
  component: () => <AppointmentDetail id={Route.useParams().id} />,
});

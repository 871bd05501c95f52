import { appointmentWidgetQueryOptions, settingsTeamsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { AppointmentWidget } from '../../../../features/channels/index.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/channels/appointment-widget')({
  beforeLoad: guardSection('settingsAppointmentWidget'),
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(appointmentWidgetQueryOptions(app));
    void app.queryClient.prefetchQuery(settingsTeamsQueryOptions(app));
  },
  component: AppointmentWidget,
});

import { calendarConnectionsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarConnectionsList } from '../../../../features/calendarConnections/index.ts';

export const Route = createFileRoute('/_authenticated/profile/connections/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(calendarConnectionsQueryOptions(app));
  },
  component: CalendarConnectionsList,
});

import { calendarConnectionQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarConnectionDetail } from '../../../../features/calendarConnections/index.ts';
import { prefetchRecord, recordPage } from '../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/profile/connections/$id')({
  ...recordPage,
  loader: prefetchRecord(calendarConnectionQueryOptions),
  component: () => <CalendarConnectionDetail id={Route.useParams().id} />,
});

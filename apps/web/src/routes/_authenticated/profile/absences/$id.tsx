import { myAbsenceQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { EditAbsence } from '../../../../features/absences/index.ts';
import { prefetchRecord, recordPage } from '../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/profile/absences/$id')({
  ...recordPage,
  loader: prefetchRecord(myAbsenceQueryOptions),
  component: () => <EditAbsence id={Route.useParams().id} />,
});

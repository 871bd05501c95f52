import { myAbsenceQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { EditAbsence } from '../../../../features/absences/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/profile/absences/$id')({
  params: idParams,
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(myAbsenceQueryOptions(app, id));
  },
  component: EditRoute,
});

function EditRoute() {
  const { id } = Route.useParams();
  return <EditAbsence key={id} id={id} />;
}

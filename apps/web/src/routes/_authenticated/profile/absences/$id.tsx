import { myAbsenceQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { EditAbsence } from '../../../../features/absences/index.ts';

export const Route = createFileRoute('/_authenticated/profile/absences/$id')({
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(myAbsenceQueryOptions(app, id));
  },
  component: EditRoute,
});

function EditRoute() {
  const { id } = Route.useParams();
  return <EditAbsence key={id} id={id} />;
}

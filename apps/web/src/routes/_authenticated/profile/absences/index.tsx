import { myAbsencesQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { AbsencesList } from '../../../../features/absences/index.ts';

export const Route = createFileRoute('/_authenticated/profile/absences/')({
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(myAbsencesQueryOptions(app));
  },
  component: AbsencesList,
});

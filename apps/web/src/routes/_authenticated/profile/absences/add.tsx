import { createFileRoute } from '@tanstack/react-router';
import { NewAbsence } from '../../../../features/absences/AbsenceForm.tsx';

export const Route = createFileRoute('/_authenticated/profile/absences/add')({
  component: NewAbsence,
});

import { createFileRoute } from '@tanstack/react-router';
import { NewAbsence } from '../../../../features/absences/index.ts';

export const Route = createFileRoute('/_authenticated/profile/absences/add')({
  component: NewAbsence,
});

export { EditAbsence, NewAbsence } from './AbsenceForm.tsx';
export { AbsencesList } from './AbsencesList.tsx';

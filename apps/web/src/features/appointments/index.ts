export { useAppointmentText, useStateLabels } from '../../lib/appointmentText.ts';
export { AppointmentDetail } from './AppointmentDetail.tsx';
export { AppointmentFormDialog } from './AppointmentFormDialog.tsx';
export { AppointmentsOverview } from './AppointmentsOverview.tsx';
export { type CalendarArgs, calendarArgs } from './args.ts';

export { AppointmentDetail } from './AppointmentDetail.tsx';
export { AppointmentsOverview } from './AppointmentsOverview.tsx';
export { useAppointmentText, useStateLabels } from './appointmentText.ts';
export { type CalendarArgs, calendarArgs } from './args.ts';

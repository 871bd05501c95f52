export * from './AppointmentCard';

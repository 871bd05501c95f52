export * from './appointments.ts';
export * from './availability.ts';
export * from './widgetBooking.ts';

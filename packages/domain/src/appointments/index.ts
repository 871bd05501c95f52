export * from './appointments.ts';
export * from './availability.ts';

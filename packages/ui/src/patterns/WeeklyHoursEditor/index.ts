export * from './WeeklyHoursEditor';

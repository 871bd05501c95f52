export * from './dueDate.ts';
export * from './schemas.ts';

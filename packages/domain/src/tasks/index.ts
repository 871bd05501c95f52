export * from './constants.ts';
export * from './dueDate.ts';
export * from './dueState.ts';
export * from './schemas.ts';

export * from './availability.ts';
export * from './messages.ts';
export * from './teams.ts';
export * from './users.ts';

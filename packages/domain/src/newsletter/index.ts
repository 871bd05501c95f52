export * from './constants.ts';
export * from './credits.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './templates.ts';

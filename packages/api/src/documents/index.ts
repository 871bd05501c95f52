export * from './inbox.ts';
export * from './session.ts';

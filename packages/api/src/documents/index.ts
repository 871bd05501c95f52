export * from './session.ts';
export * from './inbox.ts';

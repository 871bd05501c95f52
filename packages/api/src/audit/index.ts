export * from './documents.ts';
export * from './queries.ts';

export * from './client.ts';
export * from './queries.ts';

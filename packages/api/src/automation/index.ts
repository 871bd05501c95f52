export * from './documents.ts';
export * from './keys.ts';
export * from './mutations.ts';
export * from './queries.ts';

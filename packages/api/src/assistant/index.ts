export * from './queries.ts';
export * from './sse.ts';
export * from './stream.ts';

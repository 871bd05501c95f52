export * from './restClient.ts';
export type * from './types.ts';

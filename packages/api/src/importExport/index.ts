export * from './importRunner.ts';
export * from './mutations.ts';

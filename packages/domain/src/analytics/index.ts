export * from './analytics.ts';

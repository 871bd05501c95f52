export * from './touchpoints.ts';

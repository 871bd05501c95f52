export * from './folders.ts';

export * from './contacts.ts';

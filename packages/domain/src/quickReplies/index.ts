export * from './quickReplies.ts';

export * from './news.ts';

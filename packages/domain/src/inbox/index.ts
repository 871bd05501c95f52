export * from './attachments.ts';
export * from './author.ts';
export * from './consent.ts';
export * from './grouping.ts';
export * from './inputSchemas.ts';
export * from './labels.ts';
export * from './relativeDate.ts';
export * from './sections.ts';

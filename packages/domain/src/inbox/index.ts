export * from './attachments.ts';
export * from './consent.ts';
export * from './grouping.ts';
export * from './labels.ts';
export * from './sections.ts';
export * from './relativeDate.ts';

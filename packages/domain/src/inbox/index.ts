export * from './attachments.ts';
export * from './consent.ts';
export * from './grouping.ts';
export * from './labels.ts';
export * from './opportunityType.ts';
export * from './relativeDate.ts';

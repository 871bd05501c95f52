// Every table drizzle knows: the core schema plus one file per feature (src/db/features/<feature>.ts).
// drizzle-kit reads the same list (drizzle.config.ts); code imports tables from the file that defines them.

export * from './features/appointments.ts';
export * from './features/audit.ts';
export * from './features/automation.ts';
export * from './features/channels.ts';
export * from './features/documents.ts';
export * from './features/importExport.ts';
export * from './features/news.ts';
export * from './features/newsletter.ts';
export * from './features/profile.ts';
export * from './features/reviews.ts';
export * from './features/settings.ts';
export * from './features/shop.ts';
export * from './features/tasks.ts';
export * from './features/touchpoints.ts';
export * from './schema.ts';

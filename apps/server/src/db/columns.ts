import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/* Column shapes every table uses the same way (the core schema and each feature's tables). */

/** A text primary key, a random UUID unless the row names one. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** An instant: timestamptz, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => at('created_at').notNull().defaultNow();

/** Set on insert and again by every update made through drizzle. */
export const updatedAt = () =>
  at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

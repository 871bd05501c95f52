import { randomUUID } from 'node:crypto';
import { type AnyPgColumn, integer, text, timestamp } from 'drizzle-orm/pg-core';

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

/** A row that belongs to another: required, and deleted with it. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/** One weekly slot in UTC: opening hours of a team, or a member's own hours in it. */
export const utcSlot = () => ({
  /** 0 = Monday ... 6 = Sunday */
  day: integer('day').notNull(),
  /** HH:mm, UTC */
  from: text('from').notNull(),
  /** HH:mm, UTC */
  to: text('to').notNull(),
});

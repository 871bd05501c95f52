import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id } from '../columns.ts';
import { companies, contacts, opportunities, type StoredAttachment, users } from '../schema.ts';

/**
 * Tasks (spec 3): a to-do of a user (the owner) for a user of the same company (the assignee, by
 * default the owner), optionally linked to a contact or an opportunity, with attachment references
 * (files in attachment_files). Only the owner and the assignee see or change a task.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    ownerId: belongsTo('owner_id', () => users.id),
    assigneeId: belongsTo('assignee_id', () => users.id),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    opportunityId: text('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body'),
    dueDate: at('due_date').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    files: jsonb('files').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [
    index('tasks_company_owner_idx').on(t.companyId, t.ownerId, t.isDone, t.dueDate),
    index('tasks_company_assignee_idx').on(t.companyId, t.assigneeId, t.isDone, t.dueDate),
    index('tasks_contact_id_idx').on(t.contactId),
    index('tasks_opportunity_id_idx').on(t.opportunityId),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id, updatedAt } from '../columns.ts';
import { brands, companies, opportunities, users } from '../schema.ts';
import { companyBots } from './shop.ts';

/*
 * Automation (spec 3): a company's autoresponders (one row per type), its opt-in consent bot, the brand's
 * bots a company installs from, and the runs that execute them. A run is a row: where a flow stands
 * (its current node), why it waits (a pause until `resumeAt`, an opt-in question until the customer
 * answers) and how many steps it took; the job that carries it on (`automation-step`) reads and moves
 * that row in one transaction, so a restart loses nothing and two instances never run the same step.
 */

export const autoresponders = pgTable(
  'autoresponders',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    /** An AutoresponderType of the domain (WELCOME, OUT_OF_OFFICE, ...). */
    type: text('type').notNull(),
    active: boolean('active').notNull().default(false),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('autoresponders_company_type_key').on(t.companyId, t.type)],
);

/** The opt-in consent bot of a company: asks for consent, records the answer, hears the revoke word. */
export const consentBots = pgTable('consent_bots', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(false),
  question: text('question').notNull(),
  agreeKeyword: text('agree_keyword').notNull(),
  declineKeyword: text('decline_keyword').notNull(),
  revokeKeyword: text('revoke_keyword').notNull(),
  editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A bot of the brand (spec 7: new-bots/list/brands): the blueprint a company installs its bots from. */
export const brandBots = pgTable(
  'brand_bots',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    description: text('description').notNull().default(''),
    config: jsonb('config').$type<{ nodes: unknown[]; edges: unknown[] }>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('brand_bots_brand_idx').on(t.brandId)],
);

export const automationRunState = pgEnum('automation_run_state', [
  /** A job is (or will be) taking the next step. */
  'RUNNING',
  /** Paused until `resumeAt`; a job is due then. */
  'PAUSED',
  /** Waiting for the customer's answer to an opt-in question. */
  'WAITING',
  'DONE',
  /** Stopped by a failing step or the step limit; `reason` says which. */
  'STOPPED',
]);

export const automationRuns = pgTable(
  'automation_runs',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    opportunityId: belongsTo('opportunity_id', () => opportunities.id),
    /** Null for the consent bot, which has no flow. */
    botId: text('bot_id').references(() => companyBots.id, { onDelete: 'cascade' }),
    automationName: text('automation_name').notNull(),
    currentNodeId: text('current_node_id'),
    state: automationRunState('state').notNull().default('RUNNING'),
    stepCount: integer('step_count').notNull().default(0),
    resumeAt: at('resume_at'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('automation_runs_opportunity_state_idx').on(t.opportunityId, t.state),
    index('automation_runs_bot_idx').on(t.botId, t.createdAt),
    // One live run of a bot per conversation, even when two instances take two messages at once.
    uniqueIndex('automation_runs_live_bot_key')
      .on(t.opportunityId, t.botId)
      .where(sql`${t.state} in ('RUNNING', 'PAUSED', 'WAITING')`),
  ],
);

export const automationStepOutcome = pgEnum('automation_step_outcome', ['DONE', 'FAILED', 'SKIPPED']);

/** Every step a run executed, with what it did or why it failed. */
export const automationSteps = pgTable(
  'automation_steps',
  {
    id: id(),
    runId: belongsTo('run_id', () => automationRuns.id),
    nodeId: text('node_id').notNull(),
    nodeType: text('node_type').notNull(),
    outcome: automationStepOutcome('outcome').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('automation_steps_run_idx').on(t.runId, t.createdAt)],
);

import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../columns.ts';
import { channels, companies, teams, users } from '../schema.ts';

/**
 * A channel's secrets (SMTP password, API key, access and refresh tokens), kept apart from its
 * readable configuration and encrypted with AES-256-GCM under the server's CHANNEL_SECRET_KEY
 * (src/channels/secrets.ts). `ciphertext` is `v1.<iv>.<tag>.<data>` (base64url); the channel id is
 * the authenticated data, so a ciphertext copied onto another channel does not decrypt.
 */
export const channelSecrets = pgTable('channel_secrets', {
  channelId: text('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  ciphertext: text('ciphertext').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The appointment widget of a company (settings → channels → appointment widget): one row per
 * company, made with defaults on first read. `publicKey` is what the embed snippet carries.
 */
export const appointmentWidgets = pgTable('appointment_widgets', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  buttonLabel: text('button_label').notNull(),
  position: text('position').notNull(),
  color: text('color').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at'),
});

export type AppointmentWidgetRow = typeof appointmentWidgets.$inferSelect;

/**
 * What the Graph API stand-in (channels/graphStandin.ts, development and tests only) was asked to send:
 * one row per message posted to `/{phone-number-id}/messages`, its id the `wamid` it answered, so a test
 * or a developer sees what would have reached the customer, and the status webhooks it plays back name it.
 */
export const graphStandinMessages = pgTable(
  'graph_standin_messages',
  {
    id: text('id').primaryKey(),
    phoneNumberId: text('phone_number_id').notNull(),
    recipient: text('recipient').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('graph_standin_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * What the SMTP stand-in (channels/email/smtpListener.ts, development and tests only) relayed for a
 * channel whose mail server is under the reserved `.test` domain: one row per mail, as it would have
 * left for the customer's mailbox, so a test or a developer sees the headers that thread it.
 */
export const smtpStandinMessages = pgTable(
  'smtp_standin_messages',
  {
    id: text('id').primaryKey(),
    sender: text('sender').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject'),
    inReplyTo: text('in_reply_to'),
    references: jsonb('references').$type<string[]>().notNull(),
    text: text('text'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('smtp_standin_messages_created_idx').on(t.createdAt)],
);

import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from '../columns.ts';
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

/**
 * Where fetching an email channel's IMAP mailbox stands (channels/email/imap.ts): the mailbox's
 * UIDVALIDITY and the last UID taken in, and the one chain of poll jobs (`next_due` is the due time of
 * the job that may run next; a job whose due time it is not stops, so two chains never run).
 */
export const mailboxPolls = pgTable('mailbox_polls', {
  channelId: text('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  uidValidity: text('uid_validity'),
  lastUid: integer('last_uid').notNull().default(0),
  nextDue: at('next_due').notNull(),
  polledAt: at('polled_at'),
  /** Why the last poll failed (for the server's log and the channel's status message); null when it worked. */
  lastError: text('last_error'),
});

/**
 * The IMAP stand-in's mailboxes (development and tests, channels/email/imapStandin.ts): mail the SMTP
 * listener took for a `.test` channel that reads its mail over IMAP, as the mail server would keep it.
 */
export const imapStandinMessages = pgTable(
  'imap_standin_messages',
  {
    id: id(),
    /** The IMAP user name the mailbox belongs to. */
    mailbox: text('mailbox').notNull(),
    uid: integer('uid').notNull(),
    /** The whole message, base64. */
    raw: text('raw').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('imap_standin_messages_mailbox_uid_idx').on(t.mailbox, t.uid)],
);

import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, id, utcSlot } from '../columns.ts';
import { brandProducts, companies, contacts, opportunities, teams, users } from '../schema.ts';
import { brandCustomerTypes, brandServices } from './settings.ts';

/*
 * Appointments and availability (spec 3): a user's appointments (own bookings and the events of
 * linked calendars), their availability per team (mode and own UTC slots), and calendar linking
 * (connections, pending OAuth states). The loopback authorization server and calendar API stand-in
 * of the embedded default keep their codes, tokens and events here too, so any instance answers.
 */

export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    companyId: belongsTo('company_id', () => companies.id),
    /** OUTLOOK | GOOGLE */
    provider: text('provider').notNull(),
    accountEmail: text('account_email').notNull(),
    accountName: text('account_name'),
    /** Access and refresh token, AES-256-GCM with the connection id as associated data. */
    secrets: text('secrets').notNull(),
    tokenExpiresAt: at('token_expires_at'),
    connectedAt: at('connected_at').notNull().defaultNow(),
    lastSyncAt: at('last_sync_at'),
    /** ACTIVE | ERROR */
    status: text('status').notNull().default('ACTIVE'),
  },
  (t) => [uniqueIndex('calendar_connections_account_idx').on(t.userId, t.provider, t.accountEmail)],
);

/** A started link: state and PKCE verifier until the redirect comes back (10 minutes). */
export const calendarLinkStates = pgTable('calendar_link_states', {
  state: text('state').primaryKey(),
  userId: belongsTo('user_id', () => users.id),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    userId: belongsTo('user_id', () => users.id),
    name: text('name').notNull().default(''),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    userMessage: text('user_message'),
    contactMessage: text('contact_message'),
    serviceId: text('service_id').references(() => brandServices.id, { onDelete: 'set null' }),
    productId: text('product_id').references(() => brandProducts.id, { onDelete: 'set null' }),
    customerTypeId: text('customer_type_id').references(() => brandCustomerTypes.id, {
      onDelete: 'set null',
    }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    opportunityId: text('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    /** accepted | cancelled | cancelled_not_confirmed | waiting */
    state: text('state').notNull().default('accepted'),
    status: text('status'),
    /** OWN | OUTLOOK | GOOGLE */
    originType: text('origin_type').notNull().default('OWN'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Events of a linked calendar: their connection, id there, description and link. */
    connectionId: text('connection_id').references(() => calendarConnections.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    description: text('description'),
    webLink: text('web_link'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [
    index('appointments_user_start_idx').on(t.userId, t.startAt),
    index('appointments_contact_idx').on(t.contactId),
    uniqueIndex('appointments_external_idx').on(t.connectionId, t.externalId),
  ],
);

/** Spec 7 user-team settings: the availability mode of a user in a team. No row: inherited. */
export const userTeamSettings = pgTable(
  'user_team_settings',
  {
    userId: belongsTo('user_id', () => users.id),
    teamId: belongsTo('team_id', () => teams.id),
    isUnavailable: boolean('is_unavailable').notNull().default(false),
    inheritedFromTeam: boolean('inherited_from_team').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
);

/** A user's own slots in a team (individual mode), UTC like the team's opening hours. */
export const userTeamAvailability = pgTable(
  'user_team_availability',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    teamId: belongsTo('team_id', () => teams.id),
    ...utcSlot(),
  },
  (t) => [index('user_team_availability_user_team_idx').on(t.userId, t.teamId)],
);

// --- The loopback authorization server and calendar API stand-in (embedded default only) ---------

export const oauthStandinCodes = pgTable('oauth_standin_codes', {
  code: text('code').primaryKey(),
  provider: text('provider').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  accountEmail: text('account_email').notNull(),
  accountName: text('account_name'),
  expiresAt: at('expires_at').notNull(),
});

export const oauthStandinTokens = pgTable('oauth_standin_tokens', {
  token: text('token').primaryKey(),
  /** access | refresh */
  kind: text('kind').notNull(),
  provider: text('provider').notNull(),
  accountEmail: text('account_email').notNull(),
  accountName: text('account_name'),
  expiresAt: at('expires_at'),
});

export const calendarStandinEvents = pgTable(
  'calendar_standin_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    accountEmail: text('account_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
  },
  (t) => [index('calendar_standin_events_account_idx').on(t.provider, t.accountEmail)],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;

import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id, updatedAt, utcSlot } from './columns.ts';

export const roleType = pgEnum('role_type', ['COMPANY_USER', 'COMPANY_ADMIN']);
export const companyStatus = pgEnum('company_status', [
  'ACTIVE',
  'TRIAL',
  'SUBSCRIPTION_CANCELLED',
  'DEACTIVATED',
]);
export const channelType = pgEnum('channel_type', [
  'EMAIL',
  'GMAIL',
  'OFFICE365',
  'MESSENGER',
  'WHATSAPP',
  'GOOGLE_REVIEWS',
]);
export const channelClientType = pgEnum('channel_client_type', [
  'SMTP',
  'GMAIL',
  'OFFICE365',
  'FACEBOOK',
  'WHATSAPP',
  'GOOGLE_BUSINESS',
]);
export const channelLifecycleStatus = pgEnum('channel_lifecycle_status', [
  'DRAFT',
  'LIVE',
  'PENDING_DELETION',
  'UNREGISTERED',
  'DONE_OBO_WABAS_ONLY',
  'PENDING_OBO_WABAS_ONLY',
]);
export const reviewLinkType = pgEnum('review_link_type', ['GOOGLE', 'FACEBOOK', 'OTHER']);

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull(),
  appName: text('app_name').notNull(),
  nameKey: text('name_key').notNull(),
  logoMain: text('logo_main'),
  logoSmall: text('logo_small'),
  androidId: text('android_id'),
  iosId: text('ios_id'),
  iosStoreId: text('ios_store_id'),
  brandColor: text('brand_color'),
  primaryColor: text('primary_color').notNull().default('#40929F'),
  internalColor: text('internal_color'),
  conversationsIncludedPerMonth: integer('conversations_included_per_month').notNull().default(0),
  featureReviews: boolean('feature_reviews').notNull().default(false),
  featureReviewReplies: boolean('feature_review_replies').notNull().default(false),
  featureCompanyQuickReplies: boolean('feature_company_quick_replies').notNull().default(false),
  featureUserQuickReplies: boolean('feature_user_quick_replies').notNull().default(false),
  featureBrandDocuments: boolean('feature_brand_documents').notNull().default(false),
  featureAppointments: boolean('feature_appointments').notNull().default(false),
  featureGpt: boolean('feature_gpt').notNull().default(false),
  featureOffice365: boolean('feature_office365').notNull().default(false),
  featureWritingTools: boolean('feature_writing_tools').notNull().default(false),
  featureGoogleCalendar: boolean('feature_google_calendar').notNull().default(false),
  featureAnalytics: boolean('feature_analytics').notNull().default(false),
  featureDisableManualOptinGiven: boolean('feature_disable_manual_optin_given').notNull().default(false),
  newsletterConsentHeader: text('newsletter_consent_header'),
  newsletterConsentAgreeLabel: text('newsletter_consent_agree_label'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const brandChannelPreferences = pgTable(
  'brand_channel_preferences',
  {
    brandId: belongsTo('brand_id', () => brands.id),
    channelType: channelType('channel_type').notNull(),
    isDisabled: boolean('is_disabled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.channelType] })],
);

const addressColumns = () => ({
  street: text('street'),
  streetNumber: text('street_number'),
  zipCode: text('zip_code'),
  city: text('city'),
  country: text('country'),
});

const varColumns = () => ({
  var1: text('var1'),
  var2: text('var2'),
  var3: text('var3'),
  var4: text('var4'),
  var5: text('var5'),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    externalId: text('external_id'),
    name: text('name').notNull(),
    logo: text('logo'),
    smallLogo: text('small_logo'),
    reuseClosedOpportunities: boolean('reuse_closed_opportunities').notNull().default(false),
    onboardingFinished: boolean('onboarding_finished').notNull().default(false),
    status: companyStatus('status').notNull().default('TRIAL'),
    /** Milliseconds since the epoch. */
    deactivationTimestamp: bigint('deactivation_timestamp', { mode: 'number' }),
    groupId: text('group_id'),
    ...addressColumns(),
    ...varColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_brand_id_idx').on(t.brandId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    firebaseUid: text('firebase_uid').unique(),
    /** Stored lower-case. */
    email: text('email').notNull().unique(),
    title: text('title'),
    externalId: text('external_id'),
    active: boolean('active').notNull().default(true),
    roleType: roleType('role_type').notNull().default('COMPANY_USER'),
    ...addressColumns(),
    lastInviteSent: at('last_invite_sent'),
    /**
     * When the user first signed in; null while an invited user has not yet (status INVITED). Invited
     * users get their identity account at once, so the account does not tell.
     */
    firstSignInAt: at('first_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_company_external_id_key').on(t.companyId, t.externalId)],
);

export const userProfiles = pgTable('user_profiles', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthday: text('birthday'),
  avatarId: text('avatar_id'),
  avatarName: text('avatar_name'),
  avatarUrl: text('avatar_url'),
  /** E.164 */
  phone: text('phone'),
});

export const teams = pgTable(
  'teams',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    externalId: text('external_id'),
    logo: text('logo'),
    icon: text('icon'),
    ...addressColumns(),
    ...varColumns(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teams_company_id_idx').on(t.companyId)],
);

export const teamUsers = pgTable(
  'team_users',
  {
    teamId: belongsTo('team_id', () => teams.id),
    userId: belongsTo('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_users_user_id_idx').on(t.userId)],
);

export const teamAvailability = pgTable(
  'team_availability',
  {
    id: id(),
    teamId: belongsTo('team_id', () => teams.id),
    ...utcSlot(),
  },
  (t) => [index('team_availability_team_id_idx').on(t.teamId)],
);

export const teamReviewLinks = pgTable(
  'team_review_links',
  {
    id: id(),
    teamId: belongsTo('team_id', () => teams.id),
    type: reviewLinkType('type').notNull(),
    link: text('link').notNull(),
  },
  (t) => [index('team_review_links_team_id_idx').on(t.teamId)],
);

/** Channel configuration as stored; secrets (password, api_key, tokens) never leave the server. */
/** A template message's parts for the provider (messages.template). */
export type OutboundTemplate = {
  name: string;
  language: string;
  parameters: string[];
  /** A document, image or video header: its type and the file's address (relative to the app). */
  header?: { type: 'document' | 'image' | 'video'; url: string } | null;
};

export type StoredChannelConfig = {
  type?: string | null;
  name?: string | null;
  api_key?: string | null;
  password?: string | null;
  accessToken?: string | null;
  refreshToken?: string | null;
  host?: string | null;
  port?: number | null;
  secure?: boolean | null;
  host_transport?: string | null;
  port_transport?: number | null;
  secure_transport?: boolean | null;
  /** Email: the IMAP server the customers' mail is fetched from (with `name` and the password), if any. */
  imap_host?: string | null;
  imap_port?: number | null;
  imap_secure?: boolean | null;
  /** WhatsApp Cloud API: the number's id at Meta (webhooks name it) and its business account. */
  phoneNumberId?: string | null;
  businessAccountId?: string | null;
  /** WhatsApp Cloud API and Messenger: what Meta sends back when the webhook is verified (hub.verify_token). */
  verifyToken?: string | null;
  /** Messenger: the Facebook page's id (webhooks name it). */
  pageId?: string | null;
  /** Google reviews: the Business Profile account (`accounts/…`) of the location in `client_id`. */
  googleAccount?: string | null;
  /** Google reviews, on the way in only: the sign-in (review_links) whose tokens the channel takes. */
  reviewLinkId?: string | null;
};

export const channels = pgTable(
  'channels',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** email, messenger or reviews */
    type: text('type').notNull(),
    channelType: channelType('channel_type').notNull(),
    value: text('value').notNull(),
    clientType: channelClientType('client_type').notNull(),
    clientId: text('client_id'),
    private: boolean('private').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    cloudApi: boolean('cloud_api').notNull().default(false),
    config: jsonb('config').$type<StoredChannelConfig>(),
    status: channelLifecycleStatus('status').notNull().default('DRAFT'),
    statusMessage: text('status_message'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('channels_company_id_idx').on(t.companyId), index('channels_team_id_idx').on(t.teamId)],
);

// ---------------------------------------------------------------------------------------------
// Inbox: contacts, consent, opportunities, messages, labels, quick replies, attachment files

export const consentType = pgEnum('consent_type', ['MANUAL', 'DIGITAL', 'REVOKED']);
export const opportunityStatus = pgEnum('opportunity_status', ['OPEN', 'CLOSED']);
export const messageSenderType = pgEnum('message_sender_type', ['CUSTOMER', 'USER']);
/** A message to or from the customer, or an internal event on the conversation the customer never sees. */
export const messageKind = pgEnum('message_kind', ['MESSAGE', 'EVENT']);
export const messageStatus = pgEnum('message_status', [
  'PENDING',
  'SENT',
  'DELIVERED',
  'READ',
  'FAILED',
  'RECEIVED',
]);
export const quickReplyScope = pgEnum('quick_reply_scope', ['COMPANY', 'USER']);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Products of a brand an opportunity can be about (spec 3: Opportunity.brandProducts). */
export const brandProducts = pgTable(
  'brand_products',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    name: text('name').notNull(),
    icon: text('icon'),
  },
  (t) => [index('brand_products_brand_id_idx').on(t.brandId)],
);

/** What the inbox search compares of a contact, lower case (its trigram indexes are on these). */
export const contactSearch = {
  name: (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
    sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`,
  email: (t: { email: AnyPgColumn }) => sql`lower(coalesce(${t.email}, ''))`,
  company: (t: { companyName: AnyPgColumn }) => sql`lower(coalesce(${t.companyName}, ''))`,
  /** Only the digits: "+49 151 234" is found by "151234". */
  phone: (t: { phone: AnyPgColumn }) => sql`regexp_replace(coalesce(${t.phone}, ''), '[^0-9]', '', 'g')`,
};

/** A message's text as the search's full text sees it: German and English stems together. */
export const messageSearchVector = (body: AnyPgColumn | SQL) =>
  sql`(to_tsvector('german', coalesce(${body}, '')) || to_tsvector('english', coalesce(${body}, '')))`;

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** Primary contact: the user responsible for this customer. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthday: text('birthday'),
    avatarUrl: text('avatar_url'),
    ...addressColumns(),
    companyName: text('company_name'),
    phone: text('phone'),
    email: text('email'),
    /** The customer's page-scoped id on Messenger (PSID): their Messenger messages find them by it. */
    messengerPsid: text('messenger_psid'),
    contactType: text('contact_type'),
    tags: text('tags').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_company_id_idx').on(t.companyId),
    index('contacts_user_id_idx').on(t.userId),
    // The contacts filter's order (filterCustomers): a page is read in order instead of sorting them all.
    index('contacts_company_name_idx').on(t.companyId, t.lastName, t.firstName, t.id),
    // The inbox search (inbox/search.ts): any part of a name, an email, a company or a phone number's
    // digits, by trigrams (pg_trgm), so `like '%…%'` reads an index. The expressions are the search's own.
    index('contacts_search_name_trgm_idx').using('gin', sql`${contactSearch.name(t)} gin_trgm_ops`),
    index('contacts_search_email_trgm_idx').using('gin', sql`${contactSearch.email(t)} gin_trgm_ops`),
    index('contacts_search_company_trgm_idx').using('gin', sql`${contactSearch.company(t)} gin_trgm_ops`),
    index('contacts_search_phone_trgm_idx').using('gin', sql`${contactSearch.phone(t)} gin_trgm_ops`),
    index('contacts_company_messenger_psid_idx').on(t.companyId, t.messengerPsid),
  ],
);

/** Consent history of a contact; the status is derived from it (src/inbox/consent.ts). */
export const consentEntries = pgTable(
  'consent_entries',
  {
    id: id(),
    contactId: belongsTo('contact_id', () => contacts.id),
    type: consentType('type').notNull(),
    active: boolean('active').notNull().default(true),
    /** Where a manual consent came from, as staff recorded it ("paper form"); null otherwise. */
    source: text('source'),
    /** When the customer gave it, as staff recorded it; null: when it was recorded (`createdAt`). */
    givenAt: at('given_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('consent_entries_contact_id_idx').on(t.contactId)],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    contactId: belongsTo('contact_id', () => contacts.id),
    channelType: channelType('channel_type').notNull().default('WHATSAPP'),
    /** Responsible user; null while the opportunity waits in the pool. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sharedToUserId: text('shared_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: opportunityStatus('status').notNull().default('OPEN'),
    isInPool: boolean('is_in_pool').notNull().default(true),
    lastMessage: text('last_message'),
    lastMessageSender: messageSenderType('last_message_sender'),
    lastMessageAt: at('last_message_at'),
    lastCustomerMessageAt: at('last_customer_message_at'),
    unreadCount: integer('unread_count').notNull().default(0),
    /**
     * While a closed conversation is snoozed: when it opens again by itself (the `conversation-wake`
     * job); null for one closed for good, and once it is open again.
     */
    snoozedUntil: at('snoozed_until'),
    brandProductIds: text('brand_product_ids').array().notNull().default([]),
    /** The customer type a bot set on it (brand customer types). */
    customerTypeId: text('customer_type_id'),
    /**
     * The automation (bot or autoresponder) that took the conversation first, for analytics
     * (conversationStatistics); null when people handled it without one.
     */
    automation: text('automation'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('opportunities_company_created_idx').on(t.companyId, t.createdAt),
    // The inbox's sections in their order (inbox/queries.ts `byActivity`), so a page is read, not sorted:
    // a user's (mine; the pool, no user) and everyone's (team). `id desc` sorts nulls first, as the query's.
    index('opportunities_company_user_idx').on(
      t.companyId,
      t.status,
      t.userId,
      t.lastMessageAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('opportunities_company_activity_idx').on(
      t.companyId,
      t.status,
      t.lastMessageAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // Section totals and counters, index-only: few distinct keys, so deduplicated and small.
    index('opportunities_company_counts_idx').on(t.companyId, t.status, t.userId, t.lastMessageSender),
    index('opportunities_company_shared_idx').on(t.companyId, t.sharedToUserId),
    index('opportunities_contact_id_idx').on(t.contactId),
  ],
);

/**
 * How many opportunities of a company have each combination of what the inbox's sections and counters
 * ask (status, user, shared-to user, last message's sender), kept by a trigger on `opportunities`
 * (migration 0013) in the same transaction as the change, so a section's total or the counters are a
 * sum over a few rows instead of a count over the company's opportunities. An absent user, shared-to
 * user or sender is stored as '' (a primary key has no nulls). Never written by the server.
 */
export const opportunityTallies = pgTable(
  'opportunity_tallies',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    userId: text('user_id').notNull(),
    sharedToUserId: text('shared_to_user_id').notNull(),
    lastMessageSender: text('last_message_sender').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'opportunity_tallies_pk',
      columns: [t.companyId, t.status, t.userId, t.sharedToUserId, t.lastMessageSender],
    }),
  ],
);

/** An attachment as stored on a message (the file itself is in attachment_files). */
export type StoredAttachment = {
  displayName: string;
  url: string;
  size: number;
  extension: string;
  mimeType: string;
};

export const messages = pgTable(
  'messages',
  {
    id: id(),
    opportunityId: belongsTo('opportunity_id', () => opportunities.id),
    /** Chosen by the sending client; unique per opportunity (idempotent sendMessage). */
    clientId: text('client_id'),
    body: text('body'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    senderType: messageSenderType('sender_type').notNull(),
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    buttonId: text('button_id'),
    status: messageStatus('status').notNull(),
    kind: messageKind('kind').notNull().default('MESSAGE'),
    /** An EVENT's what and value (`{ key: 'AUTOMATION.SET_LABEL', value: 'VIP' }`), translated by the app. */
    event: jsonb('event').$type<{ key: string; value?: string | null }>(),
    /** The automation that sent the message or recorded the event (a bot's name). */
    automationName: text('automation_name'),
    /**
     * The provider's id of the message (WhatsApp's `wamid…`): a redelivered webhook stores nothing
     * twice, and the provider's status callbacks find the message they are about.
     */
    providerMessageId: text('provider_message_id'),
    /** Why the provider could not deliver it (FAILED), in the provider's words. */
    failureReason: text('failure_reason'),
    /**
     * A template message as the provider sends it (WhatsApp's Cloud API): the approved template's name
     * and language, its body's values in placeholder order, and a media header's file. `body` is what
     * the thread shows. Null for free text.
     */
    template: jsonb('template').$type<OutboundTemplate>(),
    /** An email's subject line (email conversations; a reply's is "Re: " and the customer's). */
    subject: text('subject'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_opportunity_client_id_key').on(t.opportunityId, t.clientId),
    uniqueIndex('messages_provider_message_id_key').on(t.providerMessageId),
    index('messages_opportunity_created_idx').on(t.opportunityId, t.createdAt),
    // The inbox search's full text (inbox/search.ts): German and English stems of a message's text.
    index('messages_search_body_idx').using('gin', messageSearchVector(t.body)),
  ],
);

export const labels = pgTable(
  'labels',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('labels_company_key_key').on(t.companyId, t.key)],
);

export const contactLabels = pgTable(
  'contact_labels',
  {
    contactId: belongsTo('contact_id', () => contacts.id),
    labelId: belongsTo('label_id', () => labels.id),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.labelId] }),
    // With the contact: the contacts filter by label reads the index alone.
    index('contact_labels_label_id_idx').on(t.labelId, t.contactId),
  ],
);

export const opportunityLabels = pgTable(
  'opportunity_labels',
  {
    opportunityId: belongsTo('opportunity_id', () => opportunities.id),
    labelId: belongsTo('label_id', () => labels.id),
  },
  (t) => [
    primaryKey({ columns: [t.opportunityId, t.labelId] }),
    index('opportunity_labels_label_id_idx').on(t.labelId),
  ],
);

/** COMPANY replies have no user; USER replies belong to `userId`. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    scope: quickReplyScope('scope').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quick_replies_company_id_idx').on(t.companyId)],
);

/**
 * Uploaded attachment files, stored in the database (bytea): the same on PGlite and PostgreSQL, no
 * second place to back up. `id` is the unguessable part of the download URL (256 random bits).
 */
export const attachmentFiles = pgTable(
  'attachment_files',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    displayName: text('display_name').notNull(),
    mimeType: text('mime_type').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attachment_files_company_id_idx').on(t.companyId)],
);

export type BrandRow = typeof brands.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type UserProfileRow = typeof userProfiles.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type OpportunityRow = typeof opportunities.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
export type QuickReplyRow = typeof quickReplies.$inferSelect;

/*
 * REST contract: request and response shapes of /api/core-service, /api/tasks-service and
 * /api/appointments-service. The reference server implements them; the web app's clients read them.
 */

export type RestErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'INTERNAL_SERVER_ERROR';

/** Every 4xx/5xx answer. `field` names the offending body field; `messageKey` its translation key. */
export type RestErrorBody = {
  error: { code: RestErrorCode; message: string; field?: string; messageKey?: string };
};

export type RestAddress = {
  street: string | null;
  streetNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
};

export type RestChannelType = 'EMAIL' | 'GMAIL' | 'OFFICE365' | 'MESSENGER' | 'WHATSAPP' | 'GOOGLE_REVIEWS';

/** GET /api/core-service/brands/:brandId (only the caller's brand; `Cache-Control: private, max-age=600`). */
export type RestBrand = {
  id: string;
  name: string;
  appName: string;
  nameKey: string;
  logos: { main: string | null; small: string | null };
  androidId: string | null;
  iosId: string | null;
  iosStoreId: string | null;
  brandColor: string | null;
  /** `#RRGGBB` */
  primaryColor: string;
  internalColor: string | null;
  conversationsIncludedPerMonth: number;
  features: {
    reviews: boolean;
    reviewReplies: boolean;
    companyQuickReplies: boolean;
    userQuickReplies: boolean;
    brandDocuments: boolean;
    appointments: boolean;
    gpt: boolean;
    office365: boolean;
    writingTools: boolean;
    googleCalendar: boolean;
    analytics: boolean;
    disableManualOptinGiven: boolean;
  };
  channelPreferences: { isDisabled: boolean; channelType: RestChannelType; brandId: string }[];
  newsletterConsentConfig: { header: string | null; agreeLabel: string | null } | null;
};

export type RestCompanyStatus = 'ACTIVE' | 'TRIAL' | 'SUBSCRIPTION_CANCELLED' | 'DEACTIVATED';

/** GET, PATCH and PUT /api/core-service/companies/:id (own company only). */
export type RestCompany = {
  id: string;
  brandId: string;
  externalId: string | null;
  name: string;
  logo: string | null;
  small_logo: string | null;
  reuseClosedOpportunities: boolean;
  onboardingFinished: boolean;
  status: RestCompanyStatus;
  /** Milliseconds since the epoch. */
  deactivationTimestamp: number | null;
  groupId: string | null;
  address: RestAddress | null;
  var1: string | null;
  var2: string | null;
  var3: string | null;
  var4: string | null;
  var5: string | null;
};

/**
 * Body of PATCH and PUT /api/core-service/companies/:id (company admins only). `id` must equal the
 * path id; `name` must not be blank; omitted optional fields stay unchanged; `null` clears a logo.
 */
export type RestCompanyUpdate = {
  id: string;
  name: string;
  logo?: string | null;
  small_logo?: string | null;
  reuseClosedOpportunities?: boolean;
};

/** Non-secret channel configuration. */
export type RestChannelConfig = {
  type: string | null;
  name: string | null;
  host: string | null;
  port: number | null;
  secure: boolean | null;
  host_transport: string | null;
  port_transport: number | null;
  secure_transport: boolean | null;
  /** Email: the IMAP server the customers' mail is fetched from, if any. */
  imap_host: string | null;
  imap_port: number | null;
  imap_secure: boolean | null;
  /** WhatsApp Cloud API: the business account the number belongs to (its number id is `client_id`). */
  businessAccountId: string | null;
  /** WhatsApp and Messenger: the token Meta echoes when its webhook is set up (admins copy it there). */
  verifyToken: string | null;
  /** Google reviews: the Business Profile account (`accounts/…`) of the location in `client_id`. */
  googleAccount: string | null;
};

/** An element of GET /api/core-service/companies/:id/channels (own company only). */
export type RestChannel = {
  id: string;
  /** email, messenger or reviews */
  type: string;
  channelType: RestChannelType;
  value: string;
  /** ISO 8601 */
  createdAt: string;
  cloudApi: boolean;
  isDisabled: boolean;
  private: boolean;
  client_type: 'SMTP' | 'GMAIL' | 'OFFICE365' | 'FACEBOOK' | 'WHATSAPP' | 'GOOGLE_BUSINESS';
  client_id: string | null;
  created_by: string | null;
  teamId: string | null;
  config: RestChannelConfig | null;
};

// ---------------------------------------------------------------------------------------------
// Inbox (opportunities, labels, customers)

/** The four inbox sections (spec 2), defined once in the domain. */
export type { InboxSection as OpportunitySection } from '@parley/domain';

export type RestLabel = { id: string; key: string };

export type RestContact = {
  id: string;
  userId: string | null;
  profile: {
    firstName: string | null;
    lastName: string | null;
    birthday: string | null;
    avatarUrl: string | null;
  };
  address: RestAddress | null;
  companyName: string | null;
  phone: string | null;
  email: string | null;
  contactType: string | null;
  consentStatus: 'ACTIVE' | 'DISABLED' | 'UNKNOWN';
  labels: RestLabel[];
  tags: string[];
};

/** An inbox row. Dates are ISO 8601. */
/** A user who wrote a message, as lists name them. */
export type RestMessageAuthor = { id: string; firstName: string | null; lastName: string | null };

export type RestOpportunity = {
  id: string;
  userId: string | null;
  sharedToUserId: string | null;
  status: 'OPEN' | 'CLOSED';
  isInPool: boolean;
  contact: RestContact;
  brandProducts: { id: string; name: string; icon: string | null }[];
  labels: RestLabel[];
  channelType: RestChannelType;
  lastMessage: string | null;
  lastMessageSender: 'CUSTOMER' | 'USER' | null;
  /**
   * The user who wrote the last message when it is a user's (lastMessageSender USER), so a list can
   * tell the viewer's own from a colleague's; null for a customer's, or when that user is gone.
   */
  lastMessageUser: RestMessageAuthor | null;
  lastMessageAt: string | null;
  lastCustomerMessageAt: string | null;
  unreadCount: number;
  /** While a closed conversation is snoozed: when it opens again by itself; null otherwise. */
  snoozedUntil: string | null;
};

/**
 * GET /api/core-service/opportunity/section-counters → the badges of the inbox tabs:
 * `mine` = the caller's open opportunities whose last message is the customer's (action required),
 * `newCustomers` = open opportunities waiting in the pool.
 */
export type RestSectionCounters = { mine: number; newCustomers: number };

/**
 * GET /api/core-service/opportunity/paginated?section=&skip=&take=&userId=  (take at most 100; 30 by
 * default), or ?ids=a,b,c&section= for given ids. Newest activity first. The list's view narrows it
 * (the domain's listView.ts): `channel=` a channel type, `label=` a label id, `unread=true`, `waiting=`
 * 1h|4h|24h (the customer wrote last, at least that long ago), and `sort=waiting` orders the waiting
 * customers longest waiting first, then the rest newest first; `total` counts the narrowed list.
 * 400 naming the field for a value it does not know.
 */
export type RestOpportunityPage = { items: RestOpportunity[]; total: number; skip: number; take: number };

/** Where a search hit matched: a field of its contact, or the text of its latest matching message. */
export type RestSearchMatch = {
  field: 'name' | 'phone' | 'email' | 'company' | 'message';
  /** The field's value, or the whole message (the client cuts and highlights it). */
  text: string;
};

/**
 * GET /api/core-service/opportunity/search?q=&skip=&take= (q 2 to 100 characters; take at most 50, 20
 * by default): the caller's company's conversations whose contact's name, email, company or phone digits
 * contain `q`, or with a message matching its words (German and English stems), newest activity first.
 * `total` counts the hits, unless `capped`: a query that thousands of messages or contacts match is
 * answered newest first without counting them all, and `total` is then only how many were found so far
 * ("many"). `more` says a page follows this one. 400 for a bad query.
 */
export type RestSearchPage = {
  items: { opportunity: RestOpportunity; match: RestSearchMatch }[];
  total: number;
  capped: boolean;
  more: boolean;
  skip: number;
  take: number;
};

/** POST /api/core-service/label — attaches a label (created for the company if its key is new). */
export type RestLabelAdd = { key: string } & ({ customerId: string } | { opportunityId: string });
/** POST /api/core-service/label/delete — detaches label `id`. Answers `{ ok: true }`. */
export type RestLabelRemove = { id: string } & ({ customerId: string } | { opportunityId: string });

/** POST /api/core-service/customers/filter → RestContact[] of the caller's company. */
export type RestCustomerFilter = {
  contactUserIds?: string[];
  teams?: string[];
  selectedLabels?: string[];
  userId?: string;
  companyId?: string;
  sectionType?: 'own' | 'all' | 'team';
};

/**
 * POST /api/core-service/attachments (multipart/form-data, field `file`, at most 16 MB) → the stored
 * attachment, to pass to sendMessage; 413 past the size or the company's storage quota, 429 while
 * the user has two other uploads coming in. GET on its `url` serves the file to whoever has the URL
 * (the key in it is the capability), with single byte ranges. DELETE
 * /api/core-service/attachments/:key (the key of its `url`) → 204: the uploader or an admin of the
 * company deletes the file and frees its storage (403 for a colleague's, 404 for another company's).
 */
export type RestAttachment = {
  displayName: string;
  url: string;
  size: number;
  extension: string;
  mimeType: string;
};

// ---------------------------------------------------------------------------------------------
// Tasks (/api/tasks-service/v1/tasks)

/** A person on a task (its owner or assignee). */
export type RestTaskUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

/** What a task is linked to: a contact, or an opportunity (with its contact's name). */
export type RestTaskLink = {
  contactId: string | null;
  opportunityId: string | null;
  /** The linked contact's display name (the opportunity's contact when only an opportunity is linked). */
  name: string | null;
};

/**
 * A task. Only its owner and its assignee (both in the same company) may see or change it; anyone else
 * gets 404. Dates are ISO 8601 instants.
 */
export type RestTask = {
  _id: string;
  title: string;
  body: string | null;
  dueDate: string;
  isDone: boolean;
  isImportant: boolean;
  owner: RestTaskUser;
  assignee: RestTaskUser;
  link: RestTaskLink | null;
  /** Attachments uploaded with POST /api/core-service/attachments. */
  files: RestAttachment[];
  createdAt: string;
  updatedAt: string;
};

/**
 * GET /api/tasks-service/v1/tasks/:userId?page=1&take=100&isDone=&assignee=&contactId=&opportunityId=
 * → the tasks `userId` (the caller; anyone else is 403) owns or is assigned, due first. `isDone`
 * (`true`/`false`) filters by state; `assignee` (a user id) keeps the tasks assigned to that user;
 * `contactId`/`opportunityId` keep the tasks linked to it. `take` at most 100 (the default).
 */
export type RestTaskPage = { items: RestTask[]; total: number; page: number; take: number };

/**
 * POST /api/tasks-service/v1/tasks/:userId (userId = the caller, who becomes the owner) → 201 RestTask.
 * `title`: trimmed, not blank (FORM_ERRORS.REQUIRED), at most 200 characters; `body` at most 4000;
 * `dueDate` an ISO 8601 instant, by default the end of today (23:59:59) in `timeZone` (an IANA zone,
 * default UTC); `assigneeId` a user of the company (default: the owner); at most one of `contactId` and
 * `opportunityId`; at most 10 `files`.
 */
export type RestTaskCreate = {
  title: string;
  body?: string | null;
  dueDate?: string;
  timeZone?: string;
  assigneeId?: string;
  contactId?: string | null;
  opportunityId?: string | null;
  files?: RestAttachment[];
};

/** PUT /api/tasks-service/v1/tasks/:userId/:id → RestTask. Same limits as RestTaskCreate. */
export type RestTaskUpdate = {
  title: string;
  body: string | null;
  dueDate: string;
  assigneeId?: string;
  files?: RestAttachment[];
};

/**
 * PATCH /api/tasks-service/v1/tasks/:userId/:id/done and .../important → RestTask. `userId` is the task's
 * owner (spec 6: the owner is used for status updates) or the caller.
 */
export type RestTaskStatus = { status: boolean };

// ---------------------------------------------------------------------------------------------
// Contacts import and export (settings/import-export; company admins only)

/** A column of the contacts CSV (the export's header; `lastName` required on import). */
export type RestContactColumn =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'companyName'
  | 'street'
  | 'streetNumber'
  | 'zipCode'
  | 'city';

/**
 * POST /api/core-service/customers/import → RestContactImportResult. One batch of rows of a CSV the
 * browser read: at most 100 rows, `row` the row number in the file (header = 1, so 2 to 10001),
 * `values` at most 4 × the column's limit each. `importId` (a UUID the browser makes per file) makes
 * a retried batch idempotent: a row already imported under the same importId and row number is
 * answered `created` with its contact again, never stored twice. The server checks every row with the
 * same rules as the browser and answers per row; a malformed batch (too many rows, bad row numbers)
 * is a 400 BAD_REQUEST, a non-admin 403.
 */
export type RestContactImportBatch = {
  importId: string;
  rows: { row: number; values: Partial<Record<RestContactColumn, string>> }[];
};

export type RestContactImportRowResult =
  | { row: number; status: 'created'; contactId: string }
  | { row: number; status: 'invalid'; errors: { column: RestContactColumn; messageKey: string }[] };

export type RestContactImportResult = { results: RestContactImportRowResult[] };

/**
 * GET /api/core-service/customers/export → `text/csv; charset=utf-8` with
 * `Content-Disposition: attachment; filename="contacts-YYYY-MM-DD.csv"`: a byte order mark, the header
 * (RestContactColumn names) and every contact of the caller's company, CRLF line ends; cells starting
 * with = + - @ are prefixed with an apostrophe (CSV injection guard). Company admins only.
 */
export type RestContactExport = string;

// --- GPT assistant and writing tools -------------------------------------------------------------

/** GET /api/assistant/status → whether the server has an OpenAI-compatible endpoint configured. */
export type RestAssistantStatus = { configured: boolean };

/**
 * POST /api/assistant/chat (the GPT page, brand flag `gpt`; with `tool`, the composer's writing
 * tools, brand flag `writingTools`). Body: the conversation, newest last, ending with the user's
 * message: at most 20 messages (ASSISTANT_HISTORY_MAX) of at most 4000 characters each
 * (ASSISTANT_MESSAGE_MAX_LENGTH); `tool` asks for a rewrite of the one message (`translate` into
 * `language`). Checked with the domain's `assistantChatInputSchema`.
 *
 * Refusals come before any streaming, as a RestErrorBody: 400 BAD_USER_INPUT (field and messageKey,
 * e.g. `messages.0.content` / ASSISTANT.MESSAGE_TOO_LONG), 403 when the brand flag is off, 409
 * ASSISTANT.NOT_CONFIGURED without an endpoint, 429 ASSISTANT.TOO_MANY_REQUESTS (20 a minute per
 * user, Retry-After).
 *
 * Otherwise 200 `text/event-stream` (server-sent events, `Cache-Control: no-store`), one JSON object
 * per event:
 *   `event: delta` `data: {"text":"Hel"}`: the next piece of the answer, in order;
 *   `event: done`  `data: {"finishReason":"stop"}`: the answer is complete;
 *   `event: error` `data: {"messageKey":"ASSISTANT.FAILED"}`: the endpoint failed or timed out
 *   (what arrived before stays valid).
 * The stream ends after `done` or `error`. Closing the request (AbortController) stops the server's
 * call to the endpoint too.
 */
export type RestAssistantChatRequest = {
  messages: { role: 'user' | 'assistant'; content: string }[];
  tool?: 'rephrase' | 'shorten' | 'translate';
  language?: 'de' | 'en';
};

export type RestAssistantStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { finishReason: string | null } }
  | { event: 'error'; data: { messageKey: string } };

// --- Brand documents ------------------------------------------------------------------------------

/**
 * GET /api/brand-documents/files/{id} → the file's bytes with its `Content-Type`,
 * `Content-Disposition: attachment; filename*=UTF-8''…` (`?inline=1`: `inline`, for opening in a
 * tab; only types a browser shows safely, others stay attachments), `Cache-Control: private, no-store`.
 * Only for users of a company whose brand owns the file and has brand documents enabled; 404
 * otherwise. Folders are browsed over the /documents socket (src/socket/events.ts).
 */
export type RestBrandDocumentDownload = Blob;

// ---------------------------------------------------------------------------------------------
// Contacts (/api/core-service/customers)

/**
 * POST /api/core-service/customers/filter takes `skip` (default 0) and `take` (1..100, default 100)
 * beside the filter and answers that page of RestContact[] (sorted by last name, first name, id). A page
 * shorter than `take` is the last one; pages merge by skip (spec 9).
 */
export type RestCustomerPageRequest = RestCustomerFilter & { skip?: number; take?: number };

/** A conversation of a contact, as its page lists them (newest activity first). */
export type RestContactConversation = {
  id: string;
  userId: string | null;
  sharedToUserId: string | null;
  status: 'OPEN' | 'CLOSED';
  channelType: RestChannelType;
  lastMessage: string | null;
  lastMessageAt: string | null;
};

/**
 * GET /api/core-service/customers/{id} → one contact of the caller's company (404 otherwise) with its
 * primary contact (the responsible user's profile, spec 2/3: Contact.user) and its conversations (at
 * most 50, newest activity first).
 */
export type RestContactDetail = RestContact & {
  user: { id: string; firstName: string; lastName: string; avatarUrl: string | null } | null;
  conversations: RestContactConversation[];
  /**
   * The contact's latest consent entry: given (MANUAL by staff, DIGITAL by the customer) or revoked,
   * where a manual one came from, when it was given (when it was recorded, unless staff said), and
   * who recorded it (null for the customer or a bot); null when there is none.
   */
  consentRecord: {
    type: 'MANUAL' | 'DIGITAL' | 'REVOKED';
    source: string | null;
    givenAt: string;
    recordedBy: string | null;
  } | null;
};

/** PUT /api/core-service/customers/{id}/tags {tags} → RestContact: replaces the contact's tags. */
export type RestContactTags = { tags: string[] };

/**
 * POST /api/core-service/customers → 201 RestContact (the caller becomes its primary contact), and
 * PUT /api/core-service/customers/{id} → RestContact (its fields replaced). The domain's
 * contactFormSchema: `lastName` required; `email` or `phone` required, each valid; every value trimmed
 * and within its length (BAD_USER_INPUT naming the field). Editing, deleting and merging: admins any
 * contact, a company user their own and those without a primary contact (FORBIDDEN otherwise).
 * DELETE /api/core-service/customers/{id} → {ok: true}: the contact with its conversations and their
 * messages, consent history and labels; tasks and appointments stay without it.
 */
export type RestContactWrite = {
  firstName?: string;
  lastName: string;
  email?: string;
  phone?: string;
  companyName?: string;
  street?: string;
  streetNumber?: string;
  zipCode?: string;
  city?: string;
};

/**
 * POST /api/core-service/customers/duplicates → RestContact[] (at most 5, by name): contacts of the
 * company with the same email (any case), the same phone number (its digits; a national number is read
 * as German) or the same first and last name. A POST, so what is typed stays out of addresses and logs.
 */
export type RestContactDuplicatesQuery = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** The contact being edited: not its own duplicate. */
  excludeId?: string;
};

/**
 * POST /api/core-service/customers/{id}/merge {duplicateId} → RestContactDetail of the kept contact
 * `{id}`: the duplicate's conversations, consent history, labels, tasks, appointments and newsletter
 * recipients move to it, its empty fields take the duplicate's values, tags are joined, and the
 * duplicate is deleted (one transaction). The same contact twice is BAD_USER_INPUT (`duplicateId`).
 */
export type RestContactMerge = { duplicateId: string };

/**
 * POST /api/core-service/customers/search {q} → RestContact[] (at most 10, by name): contacts of the
 * company whose name, email or company contains `q` (2 to 100 characters, any case), or whose phone
 * number contains its digits. What the appointment form's customer field offers while typing.
 */
export type RestContactSearch = { q: string };

// ---------------------------------------------------------------------------------------------------
// Appointments service (/api/appointments-service). Needs the brand's appointments flag (403 otherwise).

/**
 * GET /api/appointments-service/appointments/check-overlap?user_id&startTime&endTime[&excludeId]
 * (ISO instants; user_id is the caller, or any user of the company for admins) → 200 with the caller's
 * appointments that are not cancelled and share a moment with the range (back to back is no overlap).
 * 400 on a missing or invalid time, an end not after the start, or a range longer than a day.
 */
export type RestAppointmentOverlap = {
  overlap: boolean;
  appointments: Array<{ id: string; name: string; start: string; end: string }>;
};

/**
 * GET /api/appointments-service/availabilities/user-team-settings?user_id&team_id → 200 (defaults when
 * nothing is stored: inherited). POST (create) and PUT (change) the same path with
 * RestUserTeamSettingsInput → 200 RestUserTeamSettings. Users read and write their own; admins any user
 * of their company; the user must be a member of the team (404 otherwise).
 */
export type RestUserTeamSettings = {
  userId: string;
  teamId: string;
  isUnavailable: boolean;
  inheritedFromTeam: boolean;
};
export type RestUserTeamSettingsInput = RestUserTeamSettings;

// ---------------------------------------------------------------------------------------------
// Newsletters (spec 3, 7; company admins only, FORBIDDEN otherwise)

export type RestTemplateSyncStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'UNKNOWN';

/** A message template (spec 3). `metadata.name` starts with `od_` or `odn_` (spec 4's availability). */
export type RestOdTemplate = {
  id: string;
  header:
    | { type: 'text'; text: string }
    | { type: 'image' | 'document' | 'video'; url: string | null }
    | null;
  body: string;
  footer: string | null;
  /** Files sent with the template (an email newsletter with one needs a subject). */
  attachments: { displayName: string; url: string }[];
  actionButtons: {
    id: string;
    type: 'button';
    subType: 'quick_reply' | 'url';
    value: string | null;
    text: string;
  }[];
  metadata: { name: string; title: string; description: string | null };
  syncStatuses: { channelId: string; status: RestTemplateSyncStatus }[];
};

/**
 * GET /api/core-service/od-template?brandId&companyId&domain=newsletter&channelIds=a,b → RestOdTemplate[]:
 * the brand's templates and the company's own, each with its sync statuses on the given channels (all
 * of the company's channels when none are given). brandId and companyId must be the caller's.
 */
export type RestOdTemplateList = RestOdTemplate[];

/**
 * POST /api/core-service/newsletter/preview-schedule (body: NewsletterPreviewInput of @parley/domain)
 * → the dispatches the newsletter would be sent in, and who of the audience is left out and why.
 */
export type RestNewsletterSchedule = {
  schedule: { sendAt: string; recipientCount: number }[];
  totalRecipientCount: number;
  skippedNoConsent: number;
  skippedNoAddress: number;
};

/** GET /api/core-service/newsletter/in-progress → newsletters with dispatches still to send, newest first. */
export type RestNewsletterInProgress = {
  id: string;
  name: string;
  templateTitle: string | null;
  createdAt: string;
  /** Null when every dispatch is due now (the batch is being sent). */
  nextScheduledSendAt: string | null;
  totalRecipientCount: number;
  /** Messages the provider reported delivered (or read). */
  deliveredCount: number;
  sentCount: number;
  userInput: { headerAttachment: { url: string; displayName: string } | null };
};

export type RestNewsletterCounts = {
  recipients: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  skippedNoConsent: number;
  skippedNoAddress: number;
  skippedNoCredit: number;
};

/**
 * A newsletter's statistics (spec 3: id, odTemplate, children, dispatchedAt, counts, channels).
 * `odTemplate` is null when the template was deleted since (NEWSLETTER.NO_TEMPLATE on the preview).
 */
export type RestNewsletterStat = {
  id: string;
  name: string;
  odTemplate: RestOdTemplate | null;
  dispatchedAt: string;
  counts: RestNewsletterCounts;
  channels: { channelId: string; channelType: string; name: string; counts: RestNewsletterCounts }[];
  /** Its dispatches in order. */
  children: { id: string; sendAt: string; sentAt: string | null; counts: RestNewsletterCounts }[];
  createdBy: { firstName: string | null; lastName: string | null } | null;
  userInput: {
    variables: Record<string, string>;
    headerAttachment: { url: string; displayName: string } | null;
  };
};

/**
 * GET /api/core-service/newsletter/stats?year=2026 → that year's newsletters, newest first;
 * GET /api/core-service/newsletter/stats/{id} → one (404 when it is not the company's).
 */
export type RestNewsletterStats = RestNewsletterStat[];

/** GET /api/core-service/newsletter/contact-types → the contact types the company's contacts carry, sorted. */
export type RestNewsletterContactTypes = string[];

// ---------------------------------------------------------------------------------------------
// Shop (spec 3, 7; company admins only, FORBIDDEN otherwise)

/** A product of the brand's shop (spec 3). `price` is euro (0: free). */
export type RestShopProduct = {
  _id: string;
  name: string;
  teaser: string;
  description: string;
  category: 'reach' | 'grow' | 'delight';
  price: number;
  image: string | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  /** The bot a BOT product installs; null for a LINK. */
  botId: string | null;
  /** Where a LINK product leads; null for a BOT. */
  link: string | null;
  type: 'BOT' | 'LINK';
  /** The caller's company bought it (a bot once per company). */
  purchased: boolean;
};

/**
 * GET /api/core-service/shop/products/bots?brandId&companyId&status=ACTIVE and
 * GET /api/core-service/shop/products/links?brandId&status=ACTIVE → the brand's products of that type
 * on sale now (between startDate and endDate), newest first.
 */
export type RestShopProducts = RestShopProduct[];

/**
 * POST /api/core-service/shop/purchase {productId, companyId} → 201 with the purchase and, for a bot, the
 * bot now in the company's automation (inactive until an admin switches it on). 409 SHOP.ALREADY_PURCHASED
 * when the company has the bot; 404 for a product of another brand or not on sale.
 */
export type RestShopPurchase = {
  id: string;
  productId: string;
  price: number;
  createdAt: string;
  bot: { id: string; name: string; active: boolean } | null;
};

/** A bot of the company's automation (GET /api/core-service/new-bots/list/companies/{companyId}). */
export type RestCompanyBot = {
  id: string;
  name: string;
  active: boolean;
  type: string;
  default: boolean;
  updatedAt: string;
  /** The shop product it came from, if bought. */
  productId: string | null;
  /** The start node's trigger: FIRST_MESSAGE, HASHTAG, LABEL or EVERY_MESSAGE. */
  trigger: string;
  /** The hashtag or label key the trigger listens for, if any. */
  triggerValue: string | null;
  /** When it last started on a conversation. */
  lastRunAt: string | null;
};

/**
 * A bot of the brand (GET /api/core-service/new-bots/list/brands/{brandId}): the blueprints a company
 * installs its bots from (settings/bot/add). Admins of a company of that brand only.
 */
export type RestBrandBot = {
  id: string;
  name: string;
  type: string;
  default: boolean;
  description: string;
  updatedAt: string;
  nodeCount: number;
};

/** One brand bot with its flow (GET /api/core-service/new-bots/brands/{botId}). */
export type RestBrandBotDetail = RestBrandBot & {
  config: { nodes: unknown[]; edges: unknown[] };
};

import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { instantSchema } from '../validation/instant.ts';
import { boundedText, requiredText } from '../validation/text.ts';
import { consentSourceSchema } from './consent.ts';
import {
  BULK_CONVERSATIONS_MAX,
  CLOSE_REASON_MAX_LENGTH,
  conversationMessageKeys,
  NOTE_MAX_LENGTH,
  NOTE_MENTIONS_MAX,
} from './conversationConstants.ts';
import { inboxListViewQuerySchema } from './listView.ts';
import { inboxSections } from './sections.ts';
import { snoozeUntilSchema } from './snoozeTime.ts';

/*
 * What the inbox accepts, checked the same way by the web app (before sending) and the server (GraphQL
 * arguments, REST bodies and query strings). Every string and list has a cap, checked before anything
 * else looks at it; no check uses a pattern that can backtrack, so each runs in linear time.
 */

const { required, general } = messageKeys;

export const ID_MAX_LENGTH = 128;
export const MESSAGE_BODY_MAX_LENGTH = 4096;
export const CLIENT_ID_MAX_LENGTH = 100;
export const MESSAGE_ATTACHMENTS_MAX = 10;
/** Messages per page of a conversation when the request does not say. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;
export const OPPORTUNITY_PAGE_SIZE = 30;
export const OPPORTUNITY_PAGE_MAX = 100;
export const OPPORTUNITY_SKIP_MAX = 1_000_000;
export const CONSENT_CONTACTS_MAX = 1000;
export const LABEL_KEY_MAX_LENGTH = 64;
/** Users, teams or labels a customer filter may name. */
export const CUSTOMER_FILTER_IDS_MAX = 500;
/** Contacts per customers/filter answer: at most 100 (also the default, so no answer is unbounded). */
export const CUSTOMER_FILTER_TAKE_MAX = 100;

/** An id of any record: a non-blank string of at most 128 characters. */
export const idSchema = v.pipe(
  v.string(required),
  v.maxLength(ID_MAX_LENGTH, general),
  v.check((value) => value.trim() !== '', required),
);

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A list of distinct ids, at least `min` and at most `max` of them. */
export const idListSchema = (min: number, max: number) =>
  v.pipe(
    // The raw list may repeat ids; twice the cap is the most that can still be a valid list.
    v.array(idSchema, general),
    v.maxLength(max * 2, general),
    v.transform(distinct),
    v.minLength(min, required),
    v.maxLength(max, general),
  );

/** Whole numbers from a query string (`'30'`) or from JSON (`30`), within bounds. */
export const wholeNumberSchema = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.maxLength(9), v.digits(), v.transform(Number))], general),
    v.integer(general),
    v.minValue(min, general),
    v.maxValue(max, general),
  );

// ---------------------------------------------------------------------------------------------
// Messages

/** Only the URL names the stored file; the server takes size and type from its store. */
export const attachmentInputSchema = v.object({
  displayName: v.pipe(v.string(required), v.maxLength(255, general)),
  url: v.pipe(v.string(required), v.maxLength(2048, general)),
  size: v.pipe(v.number(general), v.integer(general), v.minValue(0, general)),
  extension: v.pipe(v.string(required), v.maxLength(32, general)),
  mimeType: v.pipe(v.string(required), v.maxLength(255, general)),
});

/**
 * A message to send: `body` (at most 4096 characters; a blank one counts as none) or attachments (at
 * most 10), one of them required; `clientId` (1 to 100 characters after trimming) makes a retry
 * idempotent.
 */
export const sendMessageInputSchema = v.pipe(
  v.object({
    opportunityId: idSchema,
    clientId: requiredText(CLIENT_ID_MAX_LENGTH, general),
    body: v.nullish(v.pipe(v.string(general), v.maxLength(MESSAGE_BODY_MAX_LENGTH, general))),
    attachments: v.nullish(
      v.pipe(v.array(attachmentInputSchema, general), v.maxLength(MESSAGE_ATTACHMENTS_MAX, general)),
    ),
  }),
  v.transform(({ opportunityId, clientId, body, attachments }) => ({
    opportunityId,
    clientId,
    body: body?.trim() ? body : null,
    attachments: attachments ?? [],
  })),
  v.forward(
    v.check((input) => input.body !== null || input.attachments.length > 0, required),
    ['body'],
  ),
);
export type SendMessageInput = v.InferOutput<typeof sendMessageInputSchema>;

/** A page of a conversation: `take` (1..200, default 50) messages before the message `before`. */
export const messagePageInputSchema = v.object({
  opportunityId: idSchema,
  before: v.nullish(idSchema),
  take: v.nullish(wholeNumberSchema(1, MESSAGE_PAGE_MAX)),
});
export type MessagePageInput = v.InferOutput<typeof messagePageInputSchema>;

// ---------------------------------------------------------------------------------------------
// Opportunities

/** Comma-separated ids in a query string (`ids=a,b,c`), at most 100 distinct ones. */
export const idQueryListSchema = v.pipe(
  v.string(general),
  v.maxLength(OPPORTUNITY_PAGE_MAX * 2 * (ID_MAX_LENGTH + 1), general),
  v.transform((value) =>
    distinct(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ),
  v.minLength(1, required),
  v.maxLength(OPPORTUNITY_PAGE_MAX, general),
  v.check((ids) => ids.every((id) => id.length <= ID_MAX_LENGTH), general),
);

/**
 * The inbox list query (REST search params): a section or ids (or both), whose section (`userId`, the
 * caller by default), `skip` 0..1,000,000 and `take` 1..100 (30 by default), and the list's view
 * (listView.ts): `channel`, `label`, `unread`, `waiting`, `sort`.
 */
export const opportunityPageQuerySchema = v.pipe(
  v.object({
    ...inboxListViewQuerySchema,
    section: v.optional(v.picklist(inboxSections, general)),
    ids: v.optional(idQueryListSchema),
    userId: v.optional(idSchema),
    skip: v.optional(wholeNumberSchema(0, OPPORTUNITY_SKIP_MAX), 0),
    take: v.optional(wholeNumberSchema(1, OPPORTUNITY_PAGE_MAX), OPPORTUNITY_PAGE_SIZE),
  }),
  v.forward(
    v.check((query) => query.section !== undefined || query.ids !== undefined, required),
    ['section'],
  ),
);
export type OpportunityPageQuery = v.InferOutput<typeof opportunityPageQuerySchema>;

const closeReasonSchema = boundedText(CLOSE_REASON_MAX_LENGTH, conversationMessageKeys.closeReasonTooLong);

/** An opportunity's status, responsible user (null: back to the pool) or sharing (null: unshared). */
export const updateConversationInputSchema = v.object({
  id: idSchema,
  input: v.object({
    status: v.nullish(v.picklist(['OPEN', 'CLOSED'], general)),
    closeReason: v.nullish(closeReasonSchema),
    userId: v.optional(v.nullable(idSchema)),
    sharedToUserId: v.optional(v.nullable(idSchema)),
    /** Closes it until this instant (snooze.ts), when it opens again by itself. */
    snoozeUntil: v.nullish(snoozeUntilSchema),
  }),
});
export type UpdateConversationInput = v.InferOutput<typeof updateConversationInputSchema>;

/** A label's key: trimmed, not blank, at most 64 characters. */
export const labelKeySchema = requiredText(LABEL_KEY_MAX_LENGTH, general);

/** What one bulk action does to each of the selected conversations. */
export const bulkConversationActions = ['MARK_READ', 'CLOSE', 'HAND_OVER', 'ADD_LABEL'] as const;
export type BulkConversationAction = (typeof bulkConversationActions)[number];

/**
 * One action on 1 to 100 selected conversations (repeated ids count once): HAND_OVER names the
 * colleague in `userId` (null or omitted: back to the new customers), ADD_LABEL the label's key.
 */
export const updateConversationsInputSchema = v.object({
  input: v.pipe(
    v.object({
      ids: idListSchema(1, BULK_CONVERSATIONS_MAX),
      action: v.picklist(bulkConversationActions, general),
      userId: v.nullish(idSchema),
      labelKey: v.nullish(labelKeySchema),
    }),
    v.forward(
      v.check((input) => input.action !== 'ADD_LABEL' || Boolean(input.labelKey), required),
      ['labelKey'],
    ),
  ),
});
export type UpdateConversationsInput = v.InferOutput<typeof updateConversationsInputSchema>['input'];

/** Labelling the selected conversations (its dialog): the label's key, an existing one or a new one. */
export const bulkLabelFormSchema = v.object({ labelKey: labelKeySchema });

/** Closing a conversation (its dialog): an optional reason for the timeline. */
export const closeConversationFormSchema = v.object({ reason: closeReasonSchema });

/**
 * Handing a conversation over or sharing it (their dialogs): the colleague, or `POOL_CHOICE` for
 * back among the new customers where the dialog offers it.
 */
export const colleagueFormSchema = v.object({
  userId: v.pipe(
    v.string(conversationMessageKeys.colleagueRequired),
    v.maxLength(ID_MAX_LENGTH, general),
    v.nonEmpty(conversationMessageKeys.colleagueRequired),
  ),
});
/**
 * An internal note (its dialog): the text, never sent to the customer, and the colleagues it tells
 * (mentions), at most 20 distinct ids.
 */
export const conversationNoteFormSchema = v.object({
  body: requiredText(NOTE_MAX_LENGTH, conversationMessageKeys.noteTooLong),
  mentionedUserIds: v.pipe(
    v.array(idSchema, general),
    v.maxLength(NOTE_MENTIONS_MAX, general),
    v.transform((ids) => [...new Set(ids)]),
  ),
});

/** addConversationNote's arguments: the conversation and the note's form. */
export const addConversationNoteInputSchema = v.object({
  opportunityId: idSchema,
  ...conversationNoteFormSchema.entries,
  mentionedUserIds: v.optional(conversationNoteFormSchema.entries.mentionedUserIds, []),
});
export type AddConversationNoteInput = v.InferOutput<typeof addConversationNoteInputSchema>;

/** The hand-over dialog's choice of no colleague: back to the pool of new customers. */
export const POOL_CHOICE = 'pool';

/** One consent entry for each of 1 to 1000 distinct contacts. */
/**
 * Consent given or revoked for contacts. A manual consent may say where it came from (`source`) and
 * when the customer gave it (`givenAt`, not in the future; now when left out).
 */
export const setConsentInputSchema = v.object({
  contactIds: idListSchema(1, CONSENT_CONTACTS_MAX),
  type: v.picklist(['DIGITAL', 'MANUAL', 'REVOKED'], general),
  source: v.nullish(consentSourceSchema),
  givenAt: v.nullish(instantSchema),
});
export type SetConsentInput = v.InferOutput<typeof setConsentInputSchema>;

// ---------------------------------------------------------------------------------------------
// Labels and customers

export type LabelTarget = { kind: 'contact'; id: string } | { kind: 'opportunity'; id: string };

type LabelTargetFields = { customerId?: string | undefined; opportunityId?: string | undefined };

/** Exactly one of customerId and opportunityId (the error names opportunityId), as `target`. */
const labelTargetSchema = v.pipe(
  v.object({ customerId: v.optional(idSchema), opportunityId: v.optional(idSchema) }, general),
  v.forward(
    v.check(
      (body: LabelTargetFields) => (body.customerId === undefined) !== (body.opportunityId === undefined),
      required,
    ),
    ['opportunityId'],
  ),
  v.transform((body): { target: LabelTarget } =>
    body.customerId !== undefined
      ? { target: { kind: 'contact', id: body.customerId } }
      : { target: { kind: 'opportunity', id: body.opportunityId ?? '' } },
  ),
);

/** POST /label: a key and the customer or the opportunity to attach it to. */
export const labelAddInputSchema = v.intersect(
  [v.object({ key: labelKeySchema }, general), labelTargetSchema],
  general,
);
export type LabelAddInput = v.InferOutput<typeof labelAddInputSchema>;

/** POST /label/delete: a label id and the customer or the opportunity to detach it from. */
export const labelRemoveInputSchema = v.pipe(
  v.intersect([v.object({ id: idSchema }, general), labelTargetSchema], general),
  v.transform(({ id, target }) => ({ labelId: id, target })),
);
export type LabelRemoveInput = v.InferOutput<typeof labelRemoveInputSchema>;

/** `companyIds=a,b` of the company label list: at most 100 ids. */
export const companyIdsQuerySchema = v.object({
  companyIds: v.optional(
    v.pipe(
      v.string(general),
      v.maxLength(100 * (ID_MAX_LENGTH + 1), general),
      v.transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
      v.maxLength(100, general),
    ),
    '',
  ),
});

const filterIds = v.optional(idListSchema(0, CUSTOMER_FILTER_IDS_MAX));

/** POST /customers/filter; an empty list is no filter. `userId` '' means the caller. */
export const customerFilterSchema = v.object(
  {
    contactUserIds: filterIds,
    teams: filterIds,
    selectedLabels: filterIds,
    userId: v.optional(v.union([v.literal(''), idSchema], general)),
    companyId: v.optional(idSchema),
    sectionType: v.optional(v.picklist(['own', 'all', 'team'], general)),
    /** Paging (spec 9: pages merge by skip): skip 0..1,000,000, take 1..100 (100 by default). */
    skip: v.optional(wholeNumberSchema(0, OPPORTUNITY_SKIP_MAX), 0),
    take: v.optional(wholeNumberSchema(1, CUSTOMER_FILTER_TAKE_MAX), CUSTOMER_FILTER_TAKE_MAX),
  },
  general,
);
export type CustomerFilter = v.InferOutput<typeof customerFilterSchema>;

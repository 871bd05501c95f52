/*
 * The vocabulary of automation (spec 3 and 5): the node types a bot's flow is made of, the autoresponder
 * types and the groups the autoresponder page shows, and the limits every flow is held to.
 */

/** Every node type of a flow; all but `end` have an editor at `bot-system/details/{botId}/{type}/{id}`. */
export const BOT_NODE_TYPES = [
  'start',
  'end',
  'internal-note',
  'set-user',
  'set-status',
  'set-visibility',
  'send-message',
  'send-template',
  'http-request',
  'script',
  'invoke-bot',
  'opt-in',
  'pause',
  'set-product',
  'remove-product',
  'set-customer-type',
  'remove-customer-type',
  'set-contact-customer-type',
  'remove-contact-customer-type',
  'set-label',
  'remove-label',
  'set-contact-label',
  'remove-contact-label',
] as const;
export type BotNodeType = (typeof BOT_NODE_TYPES)[number];

/** The 22 node types an admin edits (the route's `{nodeType}` segment). */
export const EDITABLE_BOT_NODE_TYPES = /* @__PURE__ */ BOT_NODE_TYPES.filter(
  (type): type is Exclude<BotNodeType, 'end'> => type !== 'end',
);

/**
 * Which way a flow leaves a node: `next` for most; an opt-in question by the customer's answer
 * (`yes`, `no`); an http request by its outcome (`success`, `failure`); a script by its value (`true`,
 * `false`).
 */
export const BOT_EDGE_CONDITIONS = ['next', 'yes', 'no', 'success', 'failure', 'true', 'false'] as const;
export type BotEdgeCondition = (typeof BOT_EDGE_CONDITIONS)[number];

/** How a bot starts: on a conversation's first message, a hashtag in a message, or a label set on it. */
export const BOT_TRIGGERS = ['FIRST_MESSAGE', 'HASHTAG', 'LABEL', 'EVERY_MESSAGE'] as const;
export type BotTrigger = (typeof BOT_TRIGGERS)[number];

/** The autoresponders of a company, by the group the autoresponder page lists them in. */
export const AUTORESPONDER_GROUPS = {
  /** Answer a customer's message: a welcome, outside the team's opening hours, while the user is away. */
  incoming: ['WELCOME', 'OUT_OF_OFFICE', 'ABSENCE'],
  /** Sent when a user acts: takes the conversation, closes it. */
  user: ['CONVERSATION_CLAIMED', 'CONVERSATION_CLOSED'],
  /** The consent conversation: thanks for the consent, and the confirmation of a revoke (always on). */
  optIn: ['OPT_IN_CONFIRMED', 'OPT_IN_REVOKED'],
} as const;
export type AutoresponderGroup = keyof typeof AUTORESPONDER_GROUPS;
export const AUTORESPONDER_TYPES = [
  ...AUTORESPONDER_GROUPS.incoming,
  ...AUTORESPONDER_GROUPS.user,
  ...AUTORESPONDER_GROUPS.optIn,
] as const;
export type AutoresponderType = (typeof AUTORESPONDER_TYPES)[number];
/** The revoke confirmation is the law's, not the company's choice: its switch is locked on. */
export const LOCKED_AUTORESPONDERS: readonly AutoresponderType[] = ['OPT_IN_REVOKED'];

export const AUTORESPONDER_SUBJECT_MAX_LENGTH = 200;
export const AUTORESPONDER_BODY_MAX_LENGTH = 2000;
export const BOT_NAME_MAX_LENGTH = 100;
export const BOT_NODE_NAME_MAX_LENGTH = 100;
export const BOT_MESSAGE_MAX_LENGTH = 2000;
export const BOT_HASHTAG_MAX_LENGTH = 50;
export const BOT_KEYWORD_MAX_LENGTH = 50;
export const BOT_URL_MAX_LENGTH = 2048;
export const BOT_HTTP_BODY_MAX_LENGTH = 4000;
/** A flow holds at most this many nodes and edges. */
export const BOT_MAX_NODES = 200;
export const BOT_MAX_EDGES = 400;
/**
 * A run executes at most this many steps: a flow that invokes itself (or bots that invoke each other)
 * stops there, with the reason recorded.
 */
export const BOT_MAX_STEPS_PER_RUN = 50;
/** A pause lasts at most a year. */
export const BOT_PAUSE_MAX_SECONDS = 366 * 24 * 3600;

/** A script node's condition: at most this many characters. */
export const EXPRESSION_MAX_LENGTH = 500;
/** How deeply parentheses and `not`s may nest (`((a))` is 2, `not not a` is 2). */
export const EXPRESSION_MAX_DEPTH = 20;

export const expressionMessageKeys = {
  invalid: 'BOT_SYSTEM.SCRIPT_INVALID',
  tooLong: 'BOT_SYSTEM.SCRIPT_TOO_LONG',
} as const;

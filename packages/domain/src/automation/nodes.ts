import * as v from 'valibot';
import { idSchema, labelKeySchema } from '../inbox/inputSchemas.ts';
import { messageKeys } from '../messages.ts';
import { isIsoInstant } from '../validation/instant.ts';
import { boundedText, requiredText } from '../validation/text.ts';
import {
  BOT_EDGE_CONDITIONS,
  BOT_HASHTAG_MAX_LENGTH,
  BOT_HTTP_BODY_MAX_LENGTH,
  BOT_KEYWORD_MAX_LENGTH,
  BOT_MAX_EDGES,
  BOT_MAX_NODES,
  BOT_MESSAGE_MAX_LENGTH,
  BOT_NODE_NAME_MAX_LENGTH,
  BOT_NODE_TYPES,
  BOT_PAUSE_MAX_SECONDS,
  BOT_TRIGGERS,
  BOT_URL_MAX_LENGTH,
  type BotEdgeCondition,
  type BotNodeType,
} from './constants.ts';
import { scriptExpressionSchema } from './expression.ts';
import { automationMessageKeys } from './messages.ts';

/*
 * A bot's flow (spec 3: config nodes and edges): what each node type holds, checked the same way by
 * the node editors and the server, and the rules that walk a flow. Every string is capped before any
 * other check looks at it; no check can backtrack.
 */

const { required, general } = messageKeys;
const keys = automationMessageKeys;

/** `#` and 1 to 49 letters, digits or underscores, e.g. `#termin`. */
const HASHTAG_PATTERN = /^#[\p{L}\p{N}_]{1,49}$/u;
export const hashTagSchema = v.pipe(
  boundedText(BOT_HASHTAG_MAX_LENGTH, keys.invalidHashtag),
  v.regex(HASHTAG_PATTERN, keys.invalidHashtag),
);

/** A pause's length as typed: a whole number and a unit, `30s`, `15m`, `2h`, `3d`. */
const RAW_DURATION_PATTERN = /^(\d{1,7}) ?([smhd])$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Seconds of a raw duration, or null when it is not one or is longer than a pause may be. */
export function parseRawDuration(raw: string): number | null {
  const match = RAW_DURATION_PATTERN.exec(raw.trim().slice(0, 20));
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds > 0 && seconds <= BOT_PAUSE_MAX_SECONDS ? seconds : null;
}

const keyword = requiredText(BOT_KEYWORD_MAX_LENGTH, general);
const message = requiredText(BOT_MESSAGE_MAX_LENGTH, general);
const optionalId = v.optional(v.pipe(v.string(general), v.maxLength(100, general), v.trim()), '');

/** The authority of an http(s) URL: host (a name, IPv4 or [IPv6]) and an optional port, no user or password. */
const HTTP_URL_PATTERN =
  /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** An absolute http(s) URL (the server also checks its host against an allow-list before calling it). */
export const botUrlSchema = v.pipe(
  boundedText(BOT_URL_MAX_LENGTH, keys.invalidUrl),
  v.nonEmpty(required),
  v.regex(HTTP_URL_PATTERN, keys.invalidUrl),
);

/** A date and time a pause ends, ISO 8601 with its offset (`2026-12-24T09:00:00.000Z`). */
export function isResumeDate(value: string): boolean {
  return isIsoInstant(value);
}

/** What each node type holds besides its id, name and position. */
export const botNodeDataEntries = {
  start: {
    trigger: v.optional(v.picklist(BOT_TRIGGERS, general), 'FIRST_MESSAGE'),
    hashTag: v.optional(boundedText(BOT_HASHTAG_MAX_LENGTH, keys.invalidHashtag), ''),
    labelKey: v.optional(boundedText(64, general), ''),
  },
  end: {},
  'internal-note': { note: message },
  'set-user': { userId: idSchema },
  'set-status': { status: v.picklist(['OPEN', 'CLOSED'], required) },
  /** POOL: every user of the company sees it among new customers; ASSIGNED: only its user. */
  'set-visibility': { visibility: v.picklist(['POOL', 'ASSIGNED'], required) },
  'send-message': { message },
  'send-template': { templateId: idSchema },
  'http-request': {
    method: v.optional(v.picklist(['GET', 'POST'], general), 'GET'),
    url: botUrlSchema,
    body: v.optional(boundedText(BOT_HTTP_BODY_MAX_LENGTH, general), ''),
  },
  script: { expression: scriptExpressionSchema },
  'invoke-bot': { botId: idSchema, startNodeId: optionalId },
  'opt-in': {
    question: message,
    agreeKeyword: keyword,
    declineKeyword: keyword,
  },
  pause: {
    pauseType: v.picklist(['DURATION', 'DATE'], required),
    rawDuration: v.optional(boundedText(20, keys.invalidDuration), ''),
    resumeDate: v.optional(boundedText(40, keys.invalidResumeDate), ''),
  },
  'set-product': { productId: idSchema },
  'remove-product': { productId: idSchema },
  'set-customer-type': { customerTypeId: idSchema },
  'remove-customer-type': { customerTypeId: idSchema },
  'set-contact-customer-type': { customerTypeId: idSchema },
  'remove-contact-customer-type': { customerTypeId: idSchema },
  'set-label': { labelKey: labelKeySchema },
  'remove-label': { labelKey: labelKeySchema },
  'set-contact-label': { labelKey: labelKeySchema },
  'remove-contact-label': { labelKey: labelKeySchema },
} as const satisfies Record<BotNodeType, v.ObjectEntries>;

type LabelData = { labelKey: string };
type CustomerTypeData = { customerTypeId: string };
type ProductData = { productId: string };
/** What each node type holds, by type (the output of `botNodeDataEntries`). */
export type BotNodeDataMap = {
  start: { trigger: (typeof BOT_TRIGGERS)[number]; hashTag: string; labelKey: string };
  end: Record<string, never>;
  'internal-note': { note: string };
  'set-user': { userId: string };
  'set-status': { status: 'OPEN' | 'CLOSED' };
  'set-visibility': { visibility: 'POOL' | 'ASSIGNED' };
  'send-message': { message: string };
  'send-template': { templateId: string };
  'http-request': { method: 'GET' | 'POST'; url: string; body: string };
  script: { expression: string };
  'invoke-bot': { botId: string; startNodeId: string };
  'opt-in': { question: string; agreeKeyword: string; declineKeyword: string };
  pause: { pauseType: 'DURATION' | 'DATE'; rawDuration: string; resumeDate: string };
  'set-product': ProductData;
  'remove-product': ProductData;
  'set-customer-type': CustomerTypeData;
  'remove-customer-type': CustomerTypeData;
  'set-contact-customer-type': CustomerTypeData;
  'remove-contact-customer-type': CustomerTypeData;
  'set-label': LabelData;
  'remove-label': LabelData;
  'set-contact-label': LabelData;
  'remove-contact-label': LabelData;
};
export type BotNodeData<T extends BotNodeType = BotNodeType> = BotNodeDataMap[T];

/** Cross-field rules of a node's data, reported on the field they name. */
function dataChecks(type: BotNodeType) {
  return v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const data = dataset.value;
    const issue = (field: string, message: string) =>
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: data, key: field, value: data[field] }],
      });
    if (type === 'start') {
      if (data.trigger === 'HASHTAG' && !HASHTAG_PATTERN.test(String(data.hashTag)))
        issue('hashTag', keys.invalidHashtag);
      if (data.trigger === 'LABEL' && String(data.labelKey) === '') issue('labelKey', required);
    }
    if (type === 'pause') {
      if (data.pauseType === 'DURATION' && parseRawDuration(String(data.rawDuration)) === null)
        issue('rawDuration', keys.invalidDuration);
      if (data.pauseType === 'DATE' && !isResumeDate(String(data.resumeDate)))
        issue('resumeDate', keys.invalidResumeDate);
    }
  });
}

/** A schema of a node's data (or form) whose output is loosely typed: the type is known only at run time. */
export type LooseSchema<TOutput> = v.GenericSchema<unknown, TOutput>;

/** A node's data alone (as stored in the flow). */
export function botNodeDataSchema(type: BotNodeType): LooseSchema<Record<string, unknown>> {
  const entries: v.ObjectEntries = botNodeDataEntries[type];
  return v.pipe(v.object(entries, general), dataChecks(type)) as LooseSchema<Record<string, unknown>>;
}

const nodeName = v.nullable(boundedText(BOT_NODE_NAME_MAX_LENGTH, general));

/** What a node editor submits: its type's fields and the node's name (empty is a missing name). */
export type BotNodeForm = { name: string } & Record<string, unknown>;

/**
 * What a node editor submits: the node's name (empty is allowed, and shown as a missing name) and its
 * type's fields.
 */
export function botNodeFormSchema(type: BotNodeType): v.GenericSchema<BotNodeForm, BotNodeForm> {
  const entries: v.ObjectEntries = {
    name: v.optional(boundedText(BOT_NODE_NAME_MAX_LENGTH, general), ''),
    ...botNodeDataEntries[type],
  };
  return v.pipe(v.object(entries), dataChecks(type)) as unknown as v.GenericSchema<BotNodeForm, BotNodeForm>;
}

const coordinate = v.pipe(
  v.number(general),
  v.finite(general),
  v.minValue(-100_000, general),
  v.maxValue(100_000, general),
);
const positionSchema = v.object({ x: coordinate, y: coordinate }, general);

const nodeSchemas = BOT_NODE_TYPES.map((type) =>
  v.object({
    id: idSchema,
    type: v.literal(type),
    name: v.optional(nodeName, null),
    position: v.optional(positionSchema, { x: 0, y: 0 }),
    data: botNodeDataSchema(type),
  }),
);
export const botNodeSchema = v.variant('type', nodeSchemas, general);

export type BotNode<T extends BotNodeType = BotNodeType> = T extends BotNodeType
  ? { id: string; type: T; name: string | null; position: { x: number; y: number }; data: BotNodeData<T> }
  : never;

export const botEdgeSchema = v.object({
  id: idSchema,
  source: idSchema,
  target: idSchema,
  condition: v.optional(v.picklist(BOT_EDGE_CONDITIONS, general), 'next'),
});
export type BotEdge = { id: string; source: string; target: string; condition: BotEdgeCondition };

export type BotFlow = { nodes: BotNode[]; edges: BotEdge[] };

/** Why a flow is not one, or null: ids unique, one start node, every edge between two of its nodes. */
export function flowProblem(flow: {
  nodes: readonly { id: string; type: string }[];
  edges: readonly BotEdge[];
}) {
  const ids = new Set<string>();
  for (const node of flow.nodes) {
    if (ids.has(node.id)) return keys.invalidFlow;
    ids.add(node.id);
  }
  if (flow.nodes.filter((node) => node.type === 'start').length !== 1) return keys.invalidFlow;
  const edgeIds = new Set<string>();
  for (const edge of flow.edges) {
    if (edgeIds.has(edge.id) || !ids.has(edge.source) || !ids.has(edge.target)) return keys.invalidFlow;
    edgeIds.add(edge.id);
  }
  return null;
}

/** A whole flow, as the server stores it. */
export const botFlowSchema = v.pipe(
  v.object(
    {
      nodes: v.pipe(
        v.array(v.unknown(), general),
        v.maxLength(BOT_MAX_NODES, general),
        v.array(botNodeSchema, general),
      ),
      edges: v.pipe(
        v.array(v.unknown(), general),
        v.maxLength(BOT_MAX_EDGES, general),
        v.array(botEdgeSchema, general),
      ),
    },
    general,
  ),
  v.check((flow) => flowProblem(flow) === null, keys.invalidFlow),
);

export function startNodeOf(flow: BotFlow): BotNode<'start'> | null {
  return (flow.nodes.find((node) => node.type === 'start') as BotNode<'start'> | undefined) ?? null;
}

export function nodeById(flow: BotFlow, id: string): BotNode | null {
  return flow.nodes.find((node) => node.id === id) ?? null;
}

/**
 * The node the flow goes on to after `nodeId` left it by `condition`: the edge of that condition, else
 * the node's plain `next` edge; null ends the run.
 */
export function nextNodeOf(
  flow: BotFlow,
  nodeId: string,
  condition: BotEdgeCondition = 'next',
): BotNode | null {
  const out = flow.edges.filter((edge) => edge.source === nodeId);
  const edge =
    out.find((candidate) => candidate.condition === condition) ??
    out.find((candidate) => candidate.condition === 'next');
  return edge ? nodeById(flow, edge.target) : null;
}

/** A node's name as the viewer shows it: null when it has none. */
export function nodeNameOf(node: { name: string | null }): string | null {
  const name = node.name?.trim();
  return name ? name : null;
}

/** The form values a node editor starts from. */
export function botNodeFormValues(node: BotNode): BotNodeForm {
  return { ...(node.data as Record<string, unknown>), name: node.name ?? '' };
}

/** The node with what its editor submitted (the name empty is stored as no name). */
export function withNodeForm(node: BotNode, form: BotNodeForm): BotNode {
  const { name, ...data } = form;
  return { ...node, name: name.trim() === '' ? null : name, data } as BotNode;
}

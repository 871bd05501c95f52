import * as v from 'valibot';
import { channelTypes } from '../channels/channelTypes.ts';
import { messageKeys } from '../messages.ts';

/*
 * How a user narrows and orders an inbox list: by channel, by label, unread only, and by how long
 * the customer has been waiting for an answer; newest activity first or longest waiting first. The
 * web app keeps the view in the address (so a reload, a shared link and Back keep it) and the server
 * reads the same parameters on the paginated list.
 */

/** Newest activity first (the default), or the customers who have waited longest for an answer first. */
export const inboxListSorts = ['newest', 'waiting'] as const;
export type InboxListSort = (typeof inboxListSorts)[number];

/**
 * "Waiting longer than": the customer wrote last and nobody has answered for at least this long.
 * Values are what the address carries; `waitingThresholdMs` says what each means.
 */
export const inboxWaitingFilters = ['1h', '4h', '24h'] as const;
export type InboxWaitingFilter = (typeof inboxWaitingFilters)[number];

const HOUR_MS = 60 * 60 * 1000;
export const waitingThresholdMs: Record<InboxWaitingFilter, number> = {
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '24h': 24 * HOUR_MS,
};

/** A view of an inbox list. Absent fields do not narrow it; no sort is newest first. */
export type InboxListView = {
  channel?: (typeof channelTypes)[number] | undefined;
  /** A label's id (the company's labels). */
  label?: string | undefined;
  unread?: boolean | undefined;
  waiting?: InboxWaitingFilter | undefined;
  sort?: InboxListSort | undefined;
};

/** Label ids are the ids of any record: at most 128 characters. */
const LABEL_ID_MAX_LENGTH = 128;

/**
 * The view in an address's search parameters, forgiving: a value that is not one of the known ones
 * is dropped (an old or edited link opens the list unfiltered rather than an error page). `unread`
 * is on for `true`, `1` or the string `"true"`. Linear in the input: no pattern, caps checked first.
 */
export function inboxListViewOf(search: Record<string, unknown>): InboxListView {
  const view: InboxListView = {};
  const channel = search.channel;
  if (typeof channel === 'string' && (channelTypes as readonly string[]).includes(channel))
    view.channel = channel as InboxListView['channel'];
  const label = search.label;
  if (typeof label === 'string' && label.trim() && label.length <= LABEL_ID_MAX_LENGTH)
    view.label = label.trim();
  const unread = search.unread;
  if (unread === true || unread === 1 || unread === '1' || unread === 'true') view.unread = true;
  const waiting = search.waiting;
  if (typeof waiting === 'string' && (inboxWaitingFilters as readonly string[]).includes(waiting))
    view.waiting = waiting as InboxWaitingFilter;
  if (search.sort === 'waiting') view.sort = 'waiting';
  return view;
}

/** How many filters narrow the view (the sort is not one): the count the filter button shows. */
export function activeFilterCount(view: InboxListView): number {
  return [view.channel, view.label, view.unread || undefined, view.waiting].filter(
    (value) => value !== undefined,
  ).length;
}

/** Whether the view narrows or reorders the list at all. */
export function isDefaultListView(view: InboxListView): boolean {
  return activeFilterCount(view) === 0 && (view.sort ?? 'newest') === 'newest';
}

/**
 * The view as search parameters for a request or an address: only what is set, `unread` as `true`
 * (as the web app's router writes a boolean), the
 * default sort left out, so equal views give equal parameters (and cache keys).
 */
export function inboxListViewParams(view: InboxListView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.channel) params.channel = view.channel;
  if (view.label) params.label = view.label;
  if (view.unread) params.unread = 'true';
  if (view.waiting) params.waiting = view.waiting;
  if (view.sort === 'waiting') params.sort = 'waiting';
  return params;
}

/** What an opportunity of a list carries for the view's rules. */
export type ViewedOpportunity = {
  channelType: string;
  labels: readonly { id: string }[];
  unreadCount: number;
  lastMessageSender: 'CUSTOMER' | 'USER' | null;
  lastCustomerMessageAt: string | null;
};

/**
 * Whether an opportunity belongs in the view at `now` (ms): the same rule the server applies in SQL
 * (inbox/queries.ts `viewWhere`), for a list that patches a row in place.
 */
export function matchesListView(opportunity: ViewedOpportunity, view: InboxListView, now: number): boolean {
  if (view.channel && opportunity.channelType !== view.channel) return false;
  if (view.label && !opportunity.labels.some((label) => label.id === view.label)) return false;
  if (view.unread && opportunity.unreadCount <= 0) return false;
  if (view.waiting) {
    if (opportunity.lastMessageSender !== 'CUSTOMER' || !opportunity.lastCustomerMessageAt) return false;
    const since = Date.parse(opportunity.lastCustomerMessageAt);
    if (!(now - since >= waitingThresholdMs[view.waiting])) return false;
  }
  return true;
}

const { general } = messageKeys;

/** The server's check of the same parameters (a 400 names the field for a value it does not know). */
export const inboxListViewQuerySchema = {
  channel: v.optional(v.picklist(channelTypes, general)),
  label: v.optional(
    v.pipe(v.string(general), v.maxLength(LABEL_ID_MAX_LENGTH, general), v.trim(), v.minLength(1, general)),
  ),
  unread: v.optional(v.picklist(['1', 'true'], general)),
  waiting: v.optional(v.picklist(inboxWaitingFilters, general)),
  sort: v.optional(v.picklist(inboxListSorts, general)),
};

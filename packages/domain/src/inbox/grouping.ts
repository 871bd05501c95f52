/** The inbox groups of spec 4, in display order. */
export const inboxGroups = ['action_required', 'last_24_hours', 'older'] as const;
export type InboxGroup = (typeof inboxGroups)[number];

/** The "last 24 hours" window (spec 9). */
export const LAST_24_HOURS_MS = 24 * 60 * 60 * 1000;

export type Groupable = {
  lastMessageSender: 'CUSTOMER' | 'USER' | null;
  /** ISO 8601 or null */
  lastCustomerMessageAt: string | null;
};

/**
 * Spec 4: last sender customer = action required; last sender user with the last customer message
 * under 24 hours old = last 24 hours; else older.
 */
export function inboxGroupOf(item: Groupable, now: number): InboxGroup {
  if (item.lastMessageSender === 'CUSTOMER') return 'action_required';
  if (item.lastMessageSender === 'USER' && item.lastCustomerMessageAt) {
    const age = now - Date.parse(item.lastCustomerMessageAt);
    if (age < LAST_24_HOURS_MS) return 'last_24_hours';
  }
  return 'older';
}

export function groupOpportunities<T extends Groupable>(items: readonly T[], now: number) {
  const buckets = new Map<InboxGroup, T[]>(inboxGroups.map((group) => [group, []]));
  for (const item of items) buckets.get(inboxGroupOf(item, now))?.push(item);
  return inboxGroups
    .map((group) => ({ group, items: buckets.get(group) ?? [] }))
    .filter((bucket) => bucket.items.length > 0);
}

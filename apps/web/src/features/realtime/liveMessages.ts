type Versioned = { id: string; metadata: { status: string } };

/** Delivery receipts only move forward: SENT → DELIVERED → READ (FAILED and RECEIVED are final). */
const STATUS_RANK: Record<string, number> = { SENT: 1, DELIVERED: 2, READ: 3, FAILED: 3, RECEIVED: 3 };
const rank = (status: string) => STATUS_RANK[status] ?? 0;

/**
 * The live copies (socket messages and receipts) a fetched page does not make redundant: messages the
 * page lacks, and messages whose status moved further than the page shows (a receipt that arrived
 * after the page was read). A page as new as or newer than a copy replaces it.
 */
export function newerThanPage<T extends Versioned>(live: readonly T[], page: readonly Versioned[]): T[] {
  const listed = new Map(page.map((m) => [m.id, rank(m.metadata.status)]));
  return live.filter((m) => {
    const pageRank = listed.get(m.id);
    return pageRank === undefined || pageRank < rank(m.metadata.status);
  });
}

/** Of two copies of one message, the incoming one unless the current one's status moved further. */
export function furthest<T extends Versioned>(current: T, incoming: T): T {
  return rank(incoming.metadata.status) < rank(current.metadata.status) ? current : incoming;
}

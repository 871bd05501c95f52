import type { SectionedOpportunity } from './sections.ts';

/** Who acts on a conversation: their user id and whether they administer the company. */
export type ConversationActor = { id: string; isAdmin: boolean };

/** What a user may do with a conversation; the web app shows these actions and the server enforces them. */
export type ConversationRights = {
  close: boolean;
  reopen: boolean;
  /** Give it to another colleague (an admin also takes it over, from an absent colleague say). */
  handOver: boolean;
  /** Put it back among the new customers, where anyone of the team may take it. */
  returnToPool: boolean;
  share: boolean;
  stopSharing: boolean;
};

/**
 * The lifecycle rules of a conversation. Its responsible user and the company's admins manage it:
 * close or reopen it, hand it over, return it to the pool and share it. A conversation in the pool
 * belongs to nobody yet: a user takes it first (claim), an admin may also hand it straight to a
 * colleague or close it. Only an open conversation that someone is responsible for is shared (the
 * colleague accepts it from their Shared tab), and the colleague it is shared with may stop the
 * sharing as well as those who manage it.
 */
export function conversationRights(
  opportunity: SectionedOpportunity,
  actor: ConversationActor,
): ConversationRights {
  const manages = actor.isAdmin || (opportunity.userId !== null && opportunity.userId === actor.id);
  const open = opportunity.status === 'OPEN';
  const assigned = opportunity.userId !== null;
  return {
    close: manages && open,
    reopen: manages && !open,
    handOver: manages && open,
    returnToPool: manages && open && assigned,
    share: manages && open && assigned,
    stopSharing: opportunity.sharedToUserId !== null && (manages || opportunity.sharedToUserId === actor.id),
  };
}

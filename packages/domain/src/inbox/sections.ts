/**
 * The inbox sections (spec 2/4) in the order their tabs show, and the closed conversations after them.
 * The one list web, api and server use.
 */
export const inboxSections = ['mine', 'shared', 'new_customers', 'team', 'closed'] as const;
export type InboxSection = (typeof inboxSections)[number];

export function isInboxSection(value: unknown): value is InboxSection {
  return typeof value === 'string' && (inboxSections as readonly string[]).includes(value);
}

/** What the section rules read of an opportunity. */
export type SectionedOpportunity = {
  status: string;
  userId: string | null;
  sharedToUserId: string | null;
};

/** The type an opportunity has for the current user (spec 4): by who is responsible for it. */
export type OpportunityType = 'mine' | 'team' | 'new_customers';

export function opportunityTypeOf(
  opportunity: Pick<SectionedOpportunity, 'userId'>,
  currentUserId: string,
): OpportunityType {
  if (!opportunity.userId) return 'new_customers';
  return opportunity.userId === currentUserId ? 'mine' : 'team';
}

/**
 * The sections that list an opportunity for the current user. The four of spec 2 hold open
 * opportunities only: mine = the user's; shared = shared with the user; new_customers = in the pool
 * (no user); team = with another user of the company. Closed ones are in closed, whoever had them
 * (every user sees the company's conversations). The server's queries implement the same rule in
 * SQL (apps/server/src/inbox), and a server test checks that they agree.
 */
export function sectionsOf(opportunity: SectionedOpportunity, currentUserId: string): InboxSection[] {
  if (opportunity.status !== 'OPEN') return ['closed'];
  const type = opportunityTypeOf(opportunity, currentUserId);
  return opportunity.sharedToUserId === currentUserId ? ['shared', type] : [type];
}

/**
 * The section a link to the opportunity opens (a notification, a search result): a closed one opens
 * among the closed; an open one the user's own first, then shared with the user, then the pool,
 * then the team.
 */
export function homeSectionOf(opportunity: SectionedOpportunity, currentUserId: string): InboxSection {
  if (opportunity.status !== 'OPEN') return 'closed';
  if (opportunity.userId !== currentUserId && opportunity.sharedToUserId === currentUserId) return 'shared';
  return opportunityTypeOf(opportunity, currentUserId);
}

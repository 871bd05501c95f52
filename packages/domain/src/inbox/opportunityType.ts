export const opportunitySections = ['mine', 'shared', 'new_customers', 'team'] as const;
export type OpportunitySectionName = (typeof opportunitySections)[number];

/** The type an opportunity has for the current user (spec 4). */
export type OpportunityType = 'mine' | 'team' | 'new_customers';

export function opportunityTypeOf(
  opportunity: { userId: string | null },
  currentUserId: string,
): OpportunityType {
  if (!opportunity.userId) return 'new_customers';
  return opportunity.userId === currentUserId ? 'mine' : 'team';
}

export function isOpportunitySection(value: unknown): value is OpportunitySectionName {
  return typeof value === 'string' && (opportunitySections as readonly string[]).includes(value);
}

/**
 * Spec 8: an invalid opportunity type in a cache update is logged and derived from the URL,
 * defaulting to mine.
 */
export function resolveOpportunityType(
  value: unknown,
  pathname: string,
  log: (message: string) => void,
): OpportunitySectionName {
  if (isOpportunitySection(value)) return value;
  log(`Invalid opportunity type ${JSON.stringify(value)}; deriving it from ${pathname}`);
  const fromUrl = pathname.split('/').find(isOpportunitySection);
  return fromUrl ?? 'mine';
}

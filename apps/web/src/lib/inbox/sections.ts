import type { OpportunitySection, RestOpportunity } from '@parley/api';

/** The inbox sections an opportunity belongs to for the current user (mirrors the server's rules). */
export function sectionsOf(opportunity: RestOpportunity, currentUserId: string): OpportunitySection[] {
  const sections: OpportunitySection[] = [];
  const open = opportunity.status === 'OPEN';
  if (opportunity.sharedToUserId === currentUserId) sections.push('shared');
  if (!open) return sections;
  if (!opportunity.userId) sections.push('new_customers');
  else if (opportunity.userId === currentUserId) sections.push('mine');
  else sections.push('team');
  return sections;
}

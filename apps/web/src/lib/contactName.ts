/** A contact's display name: first and last name, else the company name. */
export function contactName(opportunity: {
  contact: { companyName: string | null; profile: { firstName: string | null; lastName: string | null } };
}): string {
  const { firstName, lastName } = opportunity.contact.profile;
  return [firstName, lastName].filter(Boolean).join(' ') || opportunity.contact.companyName || '—';
}

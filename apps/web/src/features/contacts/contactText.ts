import type { RestContact } from '@parley/api';

/** "First Last", else the phone or email, else the fallback ("Unknown contact"). */
export function contactNameOf(
  contact: Pick<RestContact, 'profile' | 'phone' | 'email'>,
  fallback: string,
): string {
  const name = [contact.profile.firstName, contact.profile.lastName].filter(Boolean).join(' ').trim();
  return name || contact.phone || contact.email || fallback;
}

/** The line under a contact's name in a list: its company, else its phone or email. */
export function contactDetailOf(
  contact: Pick<RestContact, 'companyName' | 'phone' | 'email'>,
): string | null {
  return contact.companyName || contact.phone || contact.email || null;
}

/** Today in the browser's time zone, as the birthday rule wants it. */
export function todayLocal(now = new Date()) {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

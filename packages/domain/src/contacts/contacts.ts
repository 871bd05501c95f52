import * as v from 'valibot';
import type { ConsentStatus } from '../inbox/consent.ts';
import { messageKeys } from '../messages.ts';
import { requiredText } from '../validation/text.ts';

/** The three contact lists of spec 2: /contacts/own (default), /contacts/all, /contacts/team. */
export const contactLists = ['own', 'all', 'team'] as const;
export type ContactList = (typeof contactLists)[number];

/** Params of /contacts/{list}: an unknown list is refused (the route opens `own` instead). */
export const contactListSchema = v.picklist(contactLists, messageKeys.general);

/**
 * Contacts per request of the list (spec 9: "contacts list pages merge by skip"; the size itself is
 * not given: 50 rows fill two screens and keep a page's answer small).
 */
export const CONTACT_PAGE_SIZE = 50;

/** Spec 2: more information opens /contacts/own/{id} for the user's own contacts, else /contacts/all/{id}. */
export function contactPathOf(contact: { id: string; userId: string | null }, viewerId: string): string {
  const list: ContactList = contact.userId === viewerId ? 'own' : 'all';
  return `/contacts/${list}/${encodeURIComponent(contact.id)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

export type CalendarDay = { year: number; month: number; day: number };

/**
 * A birthday as stored (ISO `YYYY-MM-DD`) shown as spec 2 says: DD.MM.YYYY plus the age on `today`.
 * Anything else (blank, malformed, an impossible date, a date after today) is not shown: null.
 */
export function birthdayOf(
  birthday: string | null | undefined,
  today: CalendarDay,
): { text: string; age: number } | null {
  if (typeof birthday !== 'string' || birthday.length !== 10) return null;
  const [y, m, d] = birthday.split('-').map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  if (y === undefined || m === undefined || d === undefined) return null;
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  let age = today.year - y;
  if (today.month < m || (today.month === m && today.day < d)) age -= 1;
  if (age < 0) return null;
  return { text: `${pad(d)}.${pad(m)}.${y}`, age };
}

type AddressParts = {
  street: string | null;
  streetNumber: string | null;
  zipCode: string | null;
  city: string | null;
};

/** Spec 2: the address is shown only when street and city exist: "Street 1", "12345 City". */
export function addressLinesOf(address: AddressParts | null | undefined): [string, string] | null {
  const street = address?.street?.trim();
  const city = address?.city?.trim();
  if (!street || !city) return null;
  const number = address?.streetNumber?.trim();
  const zip = address?.zipCode?.trim();
  return [number ? `${street} ${number}` : street, zip ? `${zip} ${city}` : city];
}

/**
 * Whether staff may record a manual consent: not when the brand sets `disableManualOptinGiven` (the
 * server refuses it then), and not when consent is already active (nothing to record).
 */
export function canRecordManualConsent(status: ConsentStatus, brand: { disableManualOptinGiven: boolean }) {
  return !brand.disableManualOptinGiven && status !== 'ACTIVE';
}

/** A contact's tag: trimmed, not blank, at most 64 characters. */
export const CONTACT_TAG_MAX_LENGTH = 64;
/** Tags one contact may carry. */
export const CONTACT_TAGS_MAX = 50;

const tagSchema = requiredText(CONTACT_TAG_MAX_LENGTH, messageKeys.general);

/** PUT /api/core-service/customers/{id}/tags: the contact's whole tag list (duplicates dropped). */
export const contactTagsInputSchema = v.object(
  {
    tags: v.pipe(
      v.array(tagSchema, messageKeys.general),
      v.maxLength(CONTACT_TAGS_MAX, messageKeys.general),
      v.transform((tags) => [...new Set(tags)]),
    ),
  },
  messageKeys.general,
);
export type ContactTagsInput = v.InferOutput<typeof contactTagsInputSchema>;

/**
 * Who may edit, delete or merge a contact: the company's admins, and a company user for a contact
 * that is theirs (they are its primary contact) or nobody's. Merging needs it for both contacts.
 * Everyone in the company may read every contact and label it (the inbox does).
 */
export function mayManageContact(
  contact: { userId: string | null },
  actor: { id: string; isAdmin: boolean },
) {
  return actor.isAdmin || contact.userId === null || contact.userId === actor.id;
}

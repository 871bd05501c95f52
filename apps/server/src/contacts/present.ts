import type { RestContact, RestContactConversation, RestContactDetail } from '@parley/api/rest';
import type { Db } from '../db/client.ts';
import type { ContactRow } from '../db/schema.ts';
import { presentContacts } from '../inbox/present.ts';
import type { ContactDetail } from './service.ts';

/* A contact's page: the contact as the inbox presents it, its primary contact and its conversations. */

export async function presentContact(db: Db, row: ContactRow): Promise<RestContact> {
  const [contact] = await presentContacts(db, [row]);
  if (!contact) throw new Error('Presenting a contact returned nothing');
  return contact;
}

export async function presentContactDetail(db: Db, detail: ContactDetail): Promise<RestContactDetail> {
  return {
    ...(await presentContact(db, detail.row)),
    user: detail.user,
    conversations: detail.conversations.map(
      (c): RestContactConversation => ({ ...c, lastMessageAt: c.lastMessageAt?.toISOString() ?? null }),
    ),
    consentRecord: detail.consent
      ? {
          type: detail.consent.type,
          source: detail.consent.source,
          givenAt: (detail.consent.givenAt ?? detail.consent.recordedAt).toISOString(),
          recordedBy:
            detail.consent.firstName || detail.consent.lastName
              ? [detail.consent.firstName, detail.consent.lastName].filter(Boolean).join(' ')
              : null,
        }
      : null,
  };
}

import { ATTACHMENT_MAX_BYTES, whatsAppErrorKeys } from '@parley/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  type ChannelRow,
  channels,
  contactSearch,
  contacts,
  messages,
  opportunities,
} from '../../db/schema.ts';
import { storeAttachment } from '../../inbox/attachments.ts';
import type { Delivery } from '../../inbox/delivery.ts';
import { contactNamesOf, injectInbound, latestConversationOf } from '../../inbox/inbound.ts';
import { presentMessages } from '../../inbox/present.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Notifier } from '../../realtime/socket.ts';
import { readBodyWithin } from '../download.ts';
import { graphUrlOf } from '../graphUrl.ts';
import { channelAccessToken } from '../outbound.ts';
import {
  type InboundWhatsAppMessage,
  MEDIA_TYPES,
  type MediaType,
  messagesValueOf,
  type WhatsAppPayload,
  type WhatsAppStatus,
} from './payload.ts';
import { applyTemplateStatusUpdate } from './templates.ts';

/*
 * A verified WhatsApp webhook, processed as a job (`whatsapp-webhook`): each change of field
 * `messages` names the business's number (`metadata.phone_number_id`), which names the channel and so
 * the company. Customers' messages land in their conversation (the contact found by their number, or
 * made from the profile name Meta sends), once: the provider's message id is stored, and a message
 * already stored is skipped, so a redelivered webhook or a retried job stores nothing twice. Statuses of
 * the business's own messages move them forward only (sent → delivered → read), whatever order they
 * arrive in; a failure is kept with the provider's reason.
 */

export type WhatsAppDeps = {
  db: Db;
  notifier: Notifier;
  config: Pick<Config, 'channelSecretKey' | 'whatsapp' | 'environment' | 'publicUrl' | 'port' | 'tls'>;
  delivery?: Delivery | undefined;
  jobs?: Jobs | undefined;
  /** The Graph API is called through this (tests and the stand-in answer in process). */
  fetch?: typeof fetch;
};

/** How far each status is along; a status only ever replaces one before it. */
const rank = { PENDING: 0, SENT: 1, DELIVERED: 2, READ: 3 } as const;
const providerStatus = { sent: 'SENT', delivered: 'DELIVERED', read: 'READ', failed: 'FAILED' } as const;

export async function processWhatsAppPayload(deps: WhatsAppDeps, payload: WhatsAppPayload): Promise<void> {
  for (const entry of payload.entry)
    for (const change of entry.changes) {
      if (change.field === 'message_template_status_update') {
        await applyTemplateStatusUpdate(deps.db, entry.id, change.value);
        continue;
      }
      const value = messagesValueOf(change);
      if (!value) continue;
      const channel = await channelOfNumber(deps.db, value.metadata.phone_number_id);
      if (!channel) {
        console.warn(
          `[whatsapp] no channel has phone number id ${value.metadata.phone_number_id}: change skipped`,
        );
        continue;
      }
      const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
      for (const [index, message] of (value.messages ?? []).entries())
        await receive(deps, channel, message, names.get(message.from), index);
      for (const status of value.statuses ?? []) await applyStatus(deps, channel, status);
    }
}

async function channelOfNumber(db: Db, phoneNumberId: string): Promise<ChannelRow | null> {
  const [channel] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.channelType, 'WHATSAPP'),
        eq(channels.isDisabled, false),
        sql`${channels.config}->>'phoneNumberId' = ${phoneNumberId}`,
      ),
    )
    .limit(1);
  return channel ?? null;
}

/** A customer's message: text, a button or list reply, a location, contacts or a media file. */
async function receive(
  deps: WhatsAppDeps,
  channel: ChannelRow,
  message: InboundWhatsAppMessage,
  profileName: string | undefined,
  /** Its place in the batch: messages of the same second keep the order Meta sent them in. */
  index = 0,
) {
  const { db } = deps;
  const [known] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.providerMessageId, message.id));
  if (known) return;

  const content = await contentOf(deps, channel, message);
  if (!content) {
    console.warn(`[whatsapp] message ${message.id} of type ${message.type} is not read by Parley: skipped`);
    return;
  }
  const digits = message.from.replace(/[^0-9]/g, '');
  const phone = `+${digits}`;
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(eq(contacts.companyId, channel.companyId), sql`${contactSearch.phone(contacts)} like ${digits}`),
    )
    .orderBy(contacts.createdAt)
    .limit(1);
  const conversationId = contact
    ? await latestConversationOf(db, channel.companyId, contact.id, 'WHATSAPP')
    : undefined;
  const sent = Number(message.timestamp);
  await injectInbound(
    db,
    deps.notifier,
    {
      companyId: channel.companyId,
      opportunityId: conversationId,
      contactId: contact?.id,
      contact: contact ? undefined : { ...contactNamesOf(profileName, phone), phone },
      channelType: 'WHATSAPP',
      body: content.body,
      attachments: content.attachments,
      buttonId: content.buttonId,
      providerMessageId: message.id,
      // Meta's time of the message (seconds), never later than now.
      receivedAt:
        Number.isFinite(sent) && sent > 0 ? new Date(Math.min(sent * 1000 + index, Date.now())) : undefined,
    },
    deps.delivery,
    deps.jobs,
  );
}

type Content = {
  body?: string | undefined;
  buttonId?: string | undefined;
  attachments?: { displayName: string; url: string }[];
};

async function contentOf(
  deps: WhatsAppDeps,
  channel: ChannelRow,
  message: InboundWhatsAppMessage,
): Promise<Content | null> {
  switch (message.type) {
    case 'text':
      return message.text ? { body: message.text.body } : null;
    case 'button':
      return message.button ? { body: message.button.text, buttonId: message.button.payload } : null;
    case 'interactive': {
      const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
      return reply ? { body: reply.title, buttonId: reply.id } : null;
    }
    case 'location': {
      const place = message.location;
      if (!place) return null;
      const label = [place.name, place.address].filter(Boolean).join(', ');
      const map = `https://www.google.com/maps?q=${place.latitude},${place.longitude}`;
      return { body: label ? `📍 ${label}\n${map}` : `📍 ${map}` };
    }
    case 'contacts': {
      const cards = (message.contacts ?? []).map((card) =>
        [card.name?.formatted_name, ...(card.phones ?? []).map((entry) => entry.phone)]
          .filter(Boolean)
          .join(' '),
      );
      return cards.length ? { body: cards.map((card) => `👤 ${card}`).join('\n') } : null;
    }
    default: {
      if (!(MEDIA_TYPES as readonly string[]).includes(message.type)) return null;
      const media = message[message.type as MediaType];
      if (!media) return null;
      const file = await fetchMedia(deps, channel, media.id);
      const stored = await storeAttachment(deps.db, {
        companyId: channel.companyId,
        uploadedBy: null,
        displayName: media.filename ?? `whatsapp-${message.type}${extensionOf(file.mimeType)}`,
        mimeType: file.mimeType,
        data: file.data,
      });
      return {
        body: media.caption,
        attachments: [{ displayName: stored.displayName, url: stored.url }],
      };
    }
  }
}

const extensionOf = (mimeType: string) => {
  const sub = mimeType.split(';')[0]?.split('/')[1] ?? '';
  return /^[a-z0-9]{1,10}$/.test(sub) ? `.${sub === 'jpeg' ? 'jpg' : sub}` : '';
};

/**
 * A media file by its id: the Graph API says where it is (`GET /{media-id}`), then the file is fetched
 * from there, both with the channel's access token; at most the attachment limit is read.
 */
async function fetchMedia(
  deps: WhatsAppDeps,
  channel: ChannelRow,
  mediaId: string,
): Promise<{ mimeType: string; data: Uint8Array }> {
  const token = await channelAccessToken(deps.db, deps.config, channel);
  if (!token) throw new Error(`WhatsApp channel ${channel.id} has no access token to fetch media with`);
  const call = deps.fetch ?? fetch;
  const graphUrl = graphUrlOf(deps.config);
  const headers = { authorization: `Bearer ${token}` };
  const described = await call(`${graphUrl}/${encodeURIComponent(mediaId)}`, { headers });
  if (!described.ok) throw new Error(`Graph API answered ${described.status} for media ${mediaId}`);
  const about = (await described.json()) as { url?: unknown; mime_type?: unknown; file_size?: unknown };
  if (typeof about.url !== 'string' || !/^https?:\/\//.test(about.url))
    throw new Error(`Graph API gave no URL for media ${mediaId}`);
  if (typeof about.file_size === 'number' && about.file_size > ATTACHMENT_MAX_BYTES)
    throw new Error(`Media ${mediaId} is larger than the attachment limit`);
  const file = await call(about.url, { headers });
  if (!file.ok) throw new Error(`The media download answered ${file.status} for ${mediaId}`);
  const data = await readBodyWithin(file, ATTACHMENT_MAX_BYTES);
  const mimeType =
    typeof about.mime_type === 'string'
      ? about.mime_type
      : (file.headers.get('content-type') ?? 'application/octet-stream');
  return { mimeType, data };
}

/** A status of one of the business's messages, applied only forward; the company sees it live. */
async function applyStatus(deps: WhatsAppDeps, channel: ChannelRow, status: WhatsAppStatus) {
  const next = providerStatus[status.status as keyof typeof providerStatus];
  if (!next) return;
  // Before it: every status a step behind; a failure only replaces a message not yet delivered.
  const before =
    next === 'FAILED'
      ? (['PENDING', 'SENT'] as const)
      : (Object.keys(rank) as (keyof typeof rank)[]).filter((key) => rank[key] < rank[next]);
  const error = status.errors?.[0];
  // A key the app says in the user's language where staff can act on it, else Meta's own words.
  const reason =
    next === 'FAILED'
      ? (error?.code !== undefined && whatsAppErrorKeys[error.code]) ||
        [error?.title, error?.error_data?.details ?? error?.message].filter(Boolean).join(': ') ||
        'Failed'
      : null;
  const changed = await deps.db
    .update(messages)
    .set({ status: next, ...(reason ? { failureReason: reason.slice(0, 1000) } : {}) })
    .where(
      and(
        eq(messages.providerMessageId, status.id),
        inArray(messages.status, [...before]),
        // Only a message of this channel's company.
        inArray(
          messages.opportunityId,
          deps.db
            .select({ id: opportunities.id })
            .from(opportunities)
            .where(eq(opportunities.companyId, channel.companyId)),
        ),
      ),
    )
    .returning();
  for (const message of await presentMessages(deps.db, changed))
    deps.notifier.toCompany(channel.companyId, 'message-status-update', { message });
}

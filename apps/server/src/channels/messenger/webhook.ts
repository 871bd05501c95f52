import { ATTACHMENT_MAX_BYTES } from '@parley/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type ChannelRow, channels, contacts, messages, opportunities } from '../../db/schema.ts';
import { storeAttachment } from '../../inbox/attachments.ts';
import type { Delivery } from '../../inbox/delivery.ts';
import { injectInbound, latestConversationOf } from '../../inbox/inbound.ts';
import { presentMessages } from '../../inbox/present.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Notifier } from '../../realtime/socket.ts';
import { readBodyWithin } from '../download.ts';
import { registerMetaWebhook } from '../metaWebhook.ts';
import { DEVELOPMENT_APP_SECRET } from '../whatsapp/webhook.ts';

/*
 * The Messenger webhook, `/api/webhooks/messenger` (no session: Meta calls it), the same handshake and
 * signature as WhatsApp's (channels/metaWebhook.ts), for `object=page`: each entry is a page (a Messenger
 * channel's `pageId`), its `messaging` events those of one customer, known by their page-scoped id
 * (PSID, `contacts.messenger_psid`). Processed by the job `messenger-webhook`: messages, quick replies
 * and postbacks (as the pressed button), attachments (downloaded, with the attachment limit) land in the
 * customer's Messenger conversation once per message id; `delivery` moves the named messages to
 * delivered and `read` every message sent before its watermark to read, forward only; echoes of the
 * page's own messages are skipped.
 */

export const MESSENGER_WEBHOOK_PATH = '/api/webhooks/messenger';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const id = text(512);

const event = v.looseObject({
  sender: v.looseObject({ id }),
  recipient: v.optional(v.looseObject({ id })),
  timestamp: v.optional(v.number()),
  message: v.optional(
    v.looseObject({
      mid: id,
      text: v.optional(text(4096)),
      is_echo: v.optional(v.boolean()),
      quick_reply: v.optional(v.looseObject({ payload: text(1000) })),
      attachments: v.optional(
        v.pipe(
          v.array(
            v.looseObject({
              type: text(40),
              payload: v.optional(v.looseObject({ url: v.optional(text(4096)) })),
            }),
          ),
          v.maxLength(10),
        ),
      ),
    }),
  ),
  postback: v.optional(
    v.looseObject({ mid: v.optional(id), title: v.optional(text(1000)), payload: text(1000) }),
  ),
  delivery: v.optional(v.looseObject({ mids: v.optional(v.pipe(v.array(id), v.maxLength(100))) })),
  read: v.optional(v.looseObject({ watermark: v.number() })),
});
type MessengerEvent = v.InferOutput<typeof event>;

export const messengerPayloadSchema = v.looseObject({
  object: v.literal('page', 'object must be page'),
  entry: v.pipe(
    v.array(v.looseObject({ id, messaging: v.optional(v.pipe(v.array(event), v.maxLength(1000))) })),
    v.maxLength(100),
  ),
});
export type MessengerPayload = v.InferOutput<typeof messengerPayloadSchema>;

export type MessengerDeps = {
  db: Db;
  notifier: Notifier;
  config: Pick<
    Config,
    'environment' | 'messenger' | 'whatsapp' | 'channelSecretKey' | 'publicUrl' | 'port' | 'tls'
  >;
  delivery?: Delivery | undefined;
  jobs?: Jobs | undefined;
  fetch?: typeof fetch;
};

export function messengerAppSecret(config: Pick<Config, 'environment' | 'messenger'>): string | null {
  return config.messenger?.appSecret ?? (config.environment === 'production' ? null : DEVELOPMENT_APP_SECRET);
}

export function registerMessengerWebhook(app: Hono, deps: MessengerDeps & { config: Config }) {
  registerMetaWebhook(app, {
    path: MESSENGER_WEBHOOK_PATH,
    db: deps.db,
    channelType: 'MESSENGER',
    secret: () => messengerAppSecret(deps.config),
    secretName: 'MESSENGER_APP_SECRET',
    schema: messengerPayloadSchema,
    accept: async (payload) => {
      if (deps.jobs) await deps.jobs.send('messenger-webhook', { payload });
      else await processMessengerPayload(deps, payload);
    },
  });
}

export async function processMessengerPayload(deps: MessengerDeps, payload: MessengerPayload): Promise<void> {
  for (const entry of payload.entry) {
    const [channel] = await deps.db
      .select()
      .from(channels)
      .where(
        and(
          eq(channels.channelType, 'MESSENGER'),
          eq(channels.isDisabled, false),
          sql`${channels.config}->>'pageId' = ${entry.id}`,
        ),
      )
      .limit(1);
    if (!channel) {
      console.warn(`[messenger] no channel has page id ${entry.id}: entry skipped`);
      continue;
    }
    for (const item of entry.messaging ?? []) {
      if (item.message && !item.message.is_echo) await receive(deps, channel, item);
      else if (item.postback) await receive(deps, channel, item);
      if (item.delivery?.mids?.length)
        await moveForward(deps, channel, item.delivery.mids, null, 'DELIVERED');
      if (item.read)
        await moveForward(deps, channel, null, { psid: item.sender.id, before: item.read.watermark }, 'READ');
    }
  }
}

async function receive(deps: MessengerDeps, channel: ChannelRow, item: MessengerEvent) {
  const { db } = deps;
  const mid = item.message?.mid ?? item.postback?.mid ?? `postback-${item.sender.id}-${item.timestamp ?? 0}`;
  const [known] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.providerMessageId, mid));
  if (known) return;
  const psid = item.sender.id;
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, channel.companyId), eq(contacts.messengerPsid, psid)))
    .limit(1);
  const conversationId = contact
    ? await latestConversationOf(db, channel.companyId, contact.id, 'MESSENGER')
    : undefined;
  const attachments: { displayName: string; url: string }[] = [];
  for (const [index, attachment] of (item.message?.attachments ?? []).entries()) {
    const url = attachment.payload?.url;
    if (!url || !/^https?:\/\//.test(url)) continue;
    const file = await download(deps, url);
    const stored = await storeAttachment(db, {
      companyId: channel.companyId,
      uploadedBy: null,
      displayName: `messenger-${attachment.type}-${index + 1}`,
      mimeType: file.mimeType,
      data: file.data,
    });
    attachments.push({ displayName: stored.displayName, url: stored.url });
  }
  const body = item.message?.text ?? item.postback?.title;
  if (!body && attachments.length === 0) return;
  await injectInbound(
    db,
    deps.notifier,
    {
      companyId: channel.companyId,
      opportunityId: conversationId,
      contactId: contact?.id,
      // Messenger names nobody in its webhooks: the contact is named by the end of the id until staff
      // name them.
      contact: contact
        ? undefined
        : { firstName: 'Messenger', lastName: `…${psid.slice(-4)}`, messengerPsid: psid },
      channelType: 'MESSENGER',
      body,
      attachments,
      buttonId: item.message?.quick_reply?.payload ?? item.postback?.payload,
      providerMessageId: mid,
      receivedAt: item.timestamp ? new Date(Math.min(item.timestamp, Date.now())) : undefined,
    },
    deps.delivery,
    deps.jobs,
  );
}

async function download(deps: MessengerDeps, url: string): Promise<{ mimeType: string; data: Uint8Array }> {
  const response = await (deps.fetch ?? fetch)(url);
  if (!response.ok) throw new Error(`The attachment download answered ${response.status}`);
  const data = await readBodyWithin(response, ATTACHMENT_MAX_BYTES);
  return { mimeType: response.headers.get('content-type') ?? 'application/octet-stream', data };
}

/** The page's messages named by id, or sent to the customer before a watermark, moved forward only. */
async function moveForward(
  deps: MessengerDeps,
  channel: ChannelRow,
  mids: readonly string[] | null,
  watermark: { psid: string; before: number } | null,
  next: 'DELIVERED' | 'READ',
) {
  const { db } = deps;
  const behind =
    next === 'DELIVERED' ? (['PENDING', 'SENT'] as const) : (['PENDING', 'SENT', 'DELIVERED'] as const);
  const ofCompany = db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.companyId, channel.companyId), eq(opportunities.channelType, 'MESSENGER')));
  const target = mids
    ? inArray(messages.providerMessageId, [...mids])
    : and(
        lte(messages.createdAt, new Date(watermark?.before ?? 0)),
        inArray(
          messages.opportunityId,
          db
            .select({ id: opportunities.id })
            .from(opportunities)
            .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
            .where(
              and(
                eq(opportunities.companyId, channel.companyId),
                eq(contacts.messengerPsid, watermark?.psid ?? ''),
              ),
            ),
        ),
      );
  const changed = await db
    .update(messages)
    .set({ status: next })
    .where(
      and(
        target,
        eq(messages.senderType, 'USER'),
        inArray(messages.status, [...behind]),
        inArray(messages.opportunityId, ofCompany),
      ),
    )
    .returning();
  for (const message of await presentMessages(db, changed))
    deps.notifier.toCompany(channel.companyId, 'message-status-update', { message });
}

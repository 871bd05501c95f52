import { deliveryFailureKeys, whatsAppErrorKeys } from '@parley/domain';
import { and, eq } from 'drizzle-orm';
import { publicOrigin } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { attachmentFiles, messages, opportunities } from '../../db/schema.ts';
import { attachmentKeyOf } from '../../inbox/attachments.ts';
import { emailChannelOf } from '../email/send.ts';
import { graphUrlOf } from '../graphUrl.ts';
import { messengerChannelOf } from '../messenger/send.ts';
import { GraphRetryError } from '../metaWebhook.ts';
import { channelAccessToken, liveChannelOf, markOutboundSent, outboundWithChannel } from '../outbound.ts';
import type { WhatsAppDeps } from './events.ts';

/*
 * Staff's messages out through the WhatsApp Cloud API: a message stored in a WhatsApp conversation of
 * a company with a Cloud API channel (its number's id and access token) is posted to the Graph API's
 * messages endpoint by a job (`whatsapp-send`), its attachments uploaded to the media endpoint first; the provider's id is kept on it, and the provider's
 * status webhooks move its ticks (events.ts). A 429 or a 5xx, or a rate limit in the error's code, is
 * thrown, so the job queue tries again with backoff; any other refusal marks the message FAILED with a
 * reason staff can act on (a `deliveryFailureKeys` key, or Meta's words). Without such a channel the
 * message fails with DELIVERY.NO_CHANNEL (inbox/delivery.ts).
 */

/** The company's live WhatsApp Cloud API channel with a number id, or null. */
export const cloudChannelOf = (db: Db, companyId: string) =>
  liveChannelOf(db, companyId, 'WHATSAPP', 'phoneNumberId');

/**
 * The job that sends `messageId` to its provider: `whatsapp-send` for a WhatsApp conversation of a
 * company with a Cloud API channel, `messenger-send` for a Messenger one with a page, `email-send` for
 * an email one with a mail server; null where no provider is connected (the message then fails).
 */
export async function providerQueueOf(
  db: Db,
  companyId: string,
  messageId: string,
): Promise<'whatsapp-send' | 'messenger-send' | 'email-send' | null> {
  const [row] = await db
    .select({ channelType: opportunities.channelType })
    .from(messages)
    .innerJoin(opportunities, eq(opportunities.id, messages.opportunityId))
    .where(and(eq(messages.id, messageId), eq(opportunities.companyId, companyId)));
  if (row?.channelType === 'WHATSAPP' && (await cloudChannelOf(db, companyId))) return 'whatsapp-send';
  if (row?.channelType === 'MESSENGER' && (await messengerChannelOf(db, companyId))) return 'messenger-send';
  if (row?.channelType === 'EMAIL' && (await emailChannelOf(db, companyId))) return 'email-send';
  return null;
}

/** Codes that say "later": throughput and pair rate limits, temporary errors. */
const retryLater = new Set([4, 80007, 130429, 131056, 131000, 133004]);

/** WhatsApp's media message type for a file: image, video and audio as such, anything else a document. */
function mediaTypeOf(mimeType: string): 'image' | 'video' | 'audio' | 'document' {
  if (/^image\/(jpeg|png)$/.test(mimeType)) return 'image';
  if (/^video\/(mp4|3gpp)$/.test(mimeType)) return 'video';
  if (/^audio\//.test(mimeType)) return 'audio';
  return 'document';
}

type GraphError = { error?: { code?: number; message?: string; error_data?: { details?: string } } };

/**
 * Sends message `messageId`; `attempt.last` (the job's last try): a Graph API that still says "later"
 * marks the message FAILED instead of leaving it "sent" for ever.
 */
export async function sendWhatsAppMessage(
  deps: WhatsAppDeps,
  messageId: string,
  attempt: { last: boolean } = { last: false },
): Promise<void> {
  const { db } = deps;
  const outbound = await outboundWithChannel(deps, messageId, cloudChannelOf);
  if (!outbound) return;
  const { row, channel, fail } = outbound;

  const to = (row.phone ?? '').replace(/[^0-9]/g, '');
  if (!to) return fail(deliveryFailureKeys.noPhone);
  const token = await channelAccessToken(db, deps.config, channel);
  if (!token) return fail(deliveryFailureKeys.reconnect);

  const graphUrl = graphUrlOf(deps.config);
  const phoneNumberId = encodeURIComponent(channel.config?.phoneNumberId as string);
  const call = deps.fetch ?? fetch;
  const authorization = `Bearer ${token}`;
  /** The Graph API's answer, thrown for "later", or the reason it refused. */
  const answerOf = async (response: Response) => {
    const answer = (await response.json().catch(() => ({}))) as GraphError & {
      id?: string;
      messages?: { id?: string }[];
    };
    const code = answer.error?.code;
    if (response.status === 429 || response.status >= 500 || (code !== undefined && retryLater.has(code))) {
      if (attempt.last) return { answer, refusal: deliveryFailureKeys.providerUnavailable as string };
      throw new GraphRetryError(
        `Graph API answered ${response.status} (${code ?? 'no code'}): try again later`,
      );
    }
    // A key the app says in the user's language where staff can act on it, else Meta's own words.
    const refusal = response.ok
      ? null
      : (code !== undefined && whatsAppErrorKeys[code]) ||
        answer.error?.error_data?.details ||
        answer.error?.message ||
        `The Graph API answered ${response.status}`;
    return { answer, refusal };
  };
  const send = async (payload: Record<string, unknown>): Promise<{ refusal: string } | { id: string }> => {
    const response = await call(`${graphUrl}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...payload }),
    });
    const { answer, refusal } = await answerOf(response);
    const id = answer.messages?.[0]?.id;
    return refusal || !id ? { refusal: refusal ?? 'The Graph API gave no message id' } : { id };
  };

  // A template by its name and language, the body's values in order, a media header by its address;
  // text alone as a text message; each attachment as a media message of its own (uploaded first, then
  // sent by its id), the text as the first one's caption. The last one's id follows the statuses.
  let providerId: string | undefined;
  const files = row.message.attachments;
  const template = row.message.template;
  if (template) {
    const components: Record<string, unknown>[] = [];
    if (template.header)
      components.push({
        type: 'header',
        parameters: [
          {
            type: template.header.type,
            [template.header.type]: { link: new URL(template.header.url, publicOrigin(deps.config)).href },
          },
        ],
      });
    if (template.parameters.length > 0)
      components.push({
        type: 'body',
        parameters: template.parameters.map((text) => ({ type: 'text', text })),
      });
    const sent = await send({
      type: 'template',
      template: { name: template.name, language: { code: template.language }, components },
    });
    if ('refusal' in sent) return fail(sent.refusal);
    providerId = sent.id;
  } else if (files.length === 0) {
    const sent = await send({ type: 'text', text: { preview_url: false, body: row.message.body ?? '' } });
    if ('refusal' in sent) return fail(sent.refusal);
    providerId = sent.id;
  }
  for (const [index, attachment] of (template ? [] : files).entries()) {
    const key = attachmentKeyOf(attachment.url);
    const [file] = key ? await db.select().from(attachmentFiles).where(eq(attachmentFiles.id, key)) : [];
    if (!file) return fail(deliveryFailureKeys.attachments);
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', file.mimeType);
    form.set('file', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.displayName);
    const uploaded = await answerOf(
      await call(`${graphUrl}/${phoneNumberId}/media`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      }),
    );
    if (uploaded.refusal || !uploaded.answer.id)
      return fail(uploaded.refusal ?? deliveryFailureKeys.attachments);
    const type = mediaTypeOf(file.mimeType);
    const caption = index === 0 && row.message.body && type !== 'audio' ? { caption: row.message.body } : {};
    const sent = await send({
      type,
      [type]: {
        id: uploaded.answer.id,
        ...caption,
        ...(type === 'document' ? { filename: file.displayName } : {}),
      },
    });
    if ('refusal' in sent) return fail(sent.refusal);
    providerId = sent.id;
  }
  if (providerId) await markOutboundSent(db, messageId, providerId);
}

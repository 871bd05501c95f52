import { deliveryFailureKeys } from '@parley/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachmentFiles } from '../../db/schema.ts';
import { attachmentKeyOf } from '../../inbox/attachments.ts';
import { graphUrlOf } from '../graphUrl.ts';
import { GraphRetryError } from '../metaWebhook.ts';
import { channelAccessToken, liveChannelOf, markOutboundSent, outboundWithChannel } from '../outbound.ts';
import type { MessengerDeps } from './webhook.ts';

/*
 * Staff's replies out through Messenger's Send API: a message in a Messenger conversation of a company
 * with a live Messenger channel (its page's id and page access token) is posted to
 * `POST /{page-id}/messages` by the job `messenger-send`, to the customer's page-scoped id, as a
 * RESPONSE (inside Messenger's 24-hour window); the provider's id is kept, and the webhook's deliveries
 * and reads move its ticks (webhook.ts). A 429, a 5xx or a rate-limit code is thrown (tried again with
 * backoff; the last try marks it FAILED); any other refusal is FAILED with a reason staff can act on.
 * Files are uploaded to the page's attachment endpoint first and sent by the id it answers.
 */

/** The company's live Messenger channel with a page id, or null. */
export const messengerChannelOf = (db: Db, companyId: string) =>
  liveChannelOf(db, companyId, 'MESSENGER', 'pageId');

/** Messenger's error codes staff can act on: outside the window, the person unavailable, a bad token. */
const messengerErrorKeys: Readonly<Record<number, string>> = {
  10: deliveryFailureKeys.outsideMessengerWindow,
  551: deliveryFailureKeys.recipientUnavailable,
  190: deliveryFailureKeys.reconnect,
  200: deliveryFailureKeys.reconnect,
};
const retryLater = new Set([4, 17, 32, 613, 1200]);

export async function sendMessengerMessage(
  deps: MessengerDeps,
  messageId: string,
  attempt: { last: boolean } = { last: false },
): Promise<void> {
  const { db } = deps;
  const outbound = await outboundWithChannel(deps, messageId, messengerChannelOf);
  if (!outbound) return;
  const { row, channel, fail } = outbound;

  if (!row.messengerPsid) return fail(deliveryFailureKeys.recipientUnavailable);
  const token = await channelAccessToken(db, deps.config, channel);
  if (!token) return fail(deliveryFailureKeys.reconnect);

  const graphUrl = graphUrlOf(deps.config);
  const pageId = encodeURIComponent(channel.config?.pageId as string);
  const authorization = `Bearer ${token}`;
  /** One Send API call: the id it answers, or why it refused; "later" is thrown (the job retries). */
  const call = async (path: string, init: RequestInit): Promise<{ id: string } | { refusal: string }> => {
    const response = await (deps.fetch ?? fetch)(`${graphUrl}/${pageId}/${path}`, init);
    const answer = (await response.json().catch(() => ({}))) as {
      message_id?: string;
      attachment_id?: string;
      error?: { code?: number; message?: string };
    };
    const code = answer.error?.code;
    if (response.status === 429 || response.status >= 500 || (code !== undefined && retryLater.has(code))) {
      if (attempt.last) return { refusal: deliveryFailureKeys.providerUnavailable };
      throw new GraphRetryError(
        `Send API answered ${response.status} (${code ?? 'no code'}): try again later`,
      );
    }
    const id = answer.message_id ?? answer.attachment_id;
    if (response.ok && id) return { id };
    return {
      refusal:
        (code !== undefined && messengerErrorKeys[code]) ||
        answer.error?.message ||
        `The Send API answered ${response.status}`,
    };
  };
  const send = (message: Record<string, unknown>) =>
    call('messages', {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: { id: row.messengerPsid }, messaging_type: 'RESPONSE', message }),
    });

  // The text as a message of its own (Messenger has no captions), then each file: uploaded to the
  // page's attachment endpoint, sent by the id it answers. The last one's id follows the deliveries.
  let providerId: string | undefined;
  if (row.message.body || row.message.attachments.length === 0) {
    const sent = await send({ text: row.message.body ?? '' });
    if ('refusal' in sent) return fail(sent.refusal);
    providerId = sent.id;
  }
  for (const attachment of row.message.attachments) {
    const key = attachmentKeyOf(attachment.url);
    const [file] = key ? await db.select().from(attachmentFiles).where(eq(attachmentFiles.id, key)) : [];
    if (!file) return fail(deliveryFailureKeys.attachments);
    const type = attachmentTypeOf(file.mimeType);
    const form = new FormData();
    form.set('message', JSON.stringify({ attachment: { type, payload: { is_reusable: false } } }));
    form.set('filedata', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.displayName);
    const uploaded = await call('message_attachments', {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    if ('refusal' in uploaded) return fail(uploaded.refusal);
    const sent = await send({ attachment: { type, payload: { attachment_id: uploaded.id } } });
    if ('refusal' in sent) return fail(sent.refusal);
    providerId = sent.id;
  }
  if (providerId) await markOutboundSent(db, messageId, providerId);
}

/** Messenger's attachment type for a file: image, video and audio as such, anything else a file. */
function attachmentTypeOf(mimeType: string): 'image' | 'video' | 'audio' | 'file' {
  if (/^image\/(jpeg|png|gif)$/.test(mimeType)) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('audio/')) return 'audio';
  return 'file';
}

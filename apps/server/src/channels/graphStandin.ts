import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { type Config, publicOrigin } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type SampleKind, sampleFile } from '../db/samples.ts';
import { graphStandinMessages } from '../db/tables.ts';
import type { Jobs } from '../jobs/queue.ts';
import { GRAPH_STANDIN_PATH } from './graphUrl.ts';
import { MESSENGER_WEBHOOK_PATH, messengerAppSecret } from './messenger/webhook.ts';
import { signMetaBody } from './metaWebhook.ts';
import { signWhatsAppBody, WHATSAPP_WEBHOOK_PATH, whatsAppAppSecret } from './whatsapp/webhook.ts';

/*
 * The Graph API stand-in: the reference server's embedded default for WhatsApp's Cloud API and
 * Messenger's Send API (development and tests; never served in production), speaking the real
 * protocol at `/graph-standin/v21.0`, which is the Graph URL wherever WHATSAPP_GRAPH_URL is not set
 * (`graphUrlOf`). So the demo and every test take the production path: a channel's setup is checked
 * against it, staff's replies are posted to it by the send jobs, and it plays Meta's part back: a
 * signed status webhook (`sent` at once, `delivered` after STANDIN_DELIVERY_MS) to this server's
 * `/api/webhooks/whatsapp`, queued as durable jobs (`graph-standin-status`) so any instance plays it.
 *
 * It knows one business account with the numbers below and one Facebook page, and one access token
 * (`GRAPH_STANDIN_TOKEN`): any other token is refused with Meta's error 190, an unknown id with 100.
 * What it was asked to send is kept (`graph_standin_messages`) and listed at `/graph-standin/sent`.
 */

export { GRAPH_STANDIN_PATH, graphUrlOf } from './graphUrl.ts';
/** The only token the stand-in accepts; public, like the development channel key. */
export const GRAPH_STANDIN_TOKEN = 'parley-demo-graph-token';
export const GRAPH_STANDIN_ACCOUNT = '102290129340398';

/** Other AG's business account (the second demo company's number). */
export const GRAPH_STANDIN_OTHER_ACCOUNT = '102290129340511';

type StandinNumber = {
  display: string;
  name: string;
  status: 'CONNECTED' | 'PENDING';
  /** The business account the number belongs to. */
  account: string;
};
/** The business accounts' numbers by phone number id. */
export const graphStandinNumbers: Readonly<Record<string, StandinNumber>> = {
  // Demo GmbH's live number and its unregistered one (the seed's), which Reconnect brings back.
  '106540352242922': {
    display: '+49 30 123456789',
    name: 'Demo GmbH',
    status: 'CONNECTED',
    account: GRAPH_STANDIN_ACCOUNT,
  },
  '104857600000001': {
    display: '+49 40 987654321',
    name: 'Demo GmbH Hamburg',
    status: 'CONNECTED',
    account: GRAPH_STANDIN_ACCOUNT,
  },
  // Free to add in the settings: one connected, one still being registered at Meta (a draft).
  '106540352242999': {
    display: '+49 30 555012345',
    name: 'Demo GmbH Service',
    status: 'CONNECTED',
    account: GRAPH_STANDIN_ACCOUNT,
  },
  '106540352242998': {
    display: '+49 30 555012399',
    name: 'Demo GmbH Neu',
    status: 'PENDING',
    account: GRAPH_STANDIN_ACCOUNT,
  },
  // Other AG's number, in its own business account (the seed's).
  '106540352243100': {
    display: '+49 40 555077700',
    name: 'Other AG',
    status: 'CONNECTED',
    account: GRAPH_STANDIN_OTHER_ACCOUNT,
  },
};
/** Demo GmbH's Facebook page. */
export const GRAPH_STANDIN_PAGE = { id: '112233445566778', name: 'Demo GmbH' };
/** Other AG's Facebook page. */
export const GRAPH_STANDIN_OTHER_PAGE = { id: '112233445566901', name: 'Other AG' };
const standinPages: Readonly<Record<string, { id: string; name: string }>> = {
  [GRAPH_STANDIN_PAGE.id]: GRAPH_STANDIN_PAGE,
  [GRAPH_STANDIN_OTHER_PAGE.id]: GRAPH_STANDIN_OTHER_PAGE,
};
const standinAccounts = new Set([GRAPH_STANDIN_ACCOUNT, GRAPH_STANDIN_OTHER_ACCOUNT]);

/** Media ids the stand-in serves: the sample files (`standin-sample-image`, …) a customer can send. */
const SAMPLE_MEDIA = /^standin-sample-(image|pdf|audio|video)$/;

/** The business account's message templates as Meta reviewed them (the demo brand's, in German). */
export const graphStandinTemplates: ReadonlyArray<{ name: string; language: string; status: string }> = [
  { name: 'od_welcome_back', language: 'de', status: 'APPROVED' },
  { name: 'odn_spring_offer', language: 'de', status: 'APPROVED' },
  { name: 'odn_monthly_news', language: 'de', status: 'APPROVED' },
  { name: 'od_service_reminder', language: 'de', status: 'PENDING' },
  { name: 'odn_black_week', language: 'de', status: 'REJECTED' },
];

/** Why Meta refuses a template message, or null: unknown or unapproved is 132001, paused 132015. */
function templateRefusal(template: unknown): { code: number; message: string } | null {
  const { name, language } = (template ?? {}) as { name?: unknown; language?: { code?: unknown } };
  const known = graphStandinTemplates.find(
    (entry) => entry.name === name && entry.language === language?.code,
  );
  if (known?.status === 'PAUSED') return { code: 132015, message: 'Template is paused' };
  if (known?.status !== 'APPROVED')
    return { code: 132001, message: 'Template name does not exist in the translation' };
  return null;
}

const graphError = (c: Context, status: 400 | 401, code: number, message: string) =>
  c.json({ error: { message, type: 'OAuthException', code, fbtrace_id: 'standin' } }, status);

const unknownObject = (c: Context, id: string) =>
  graphError(
    c,
    400,
    100,
    `Unsupported get request. Object with ID '${id.slice(0, 40)}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
  );

const tokenRefused = (c: Context) =>
  c.req.header('authorization') === `Bearer ${GRAPH_STANDIN_TOKEN}`
    ? null
    : graphError(c, 401, 190, 'Invalid OAuth access token - Cannot parse access token');

/** A Cloud API status webhook for one message, as Meta sends it. */
export function standinStatusBody(data: {
  phoneNumberId: string;
  wamid: string;
  recipient: string;
  status: string;
}) {
  const number = graphStandinNumbers[data.phoneNumberId];
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: number?.account ?? GRAPH_STANDIN_ACCOUNT,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: (number?.display ?? '').replace(/[^0-9]/g, ''),
                phone_number_id: data.phoneNumberId,
              },
              statuses: [
                {
                  id: data.wamid,
                  status: data.status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: data.recipient,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** The `graph-standin-status` job: posts the signed status webhook to this server; a refusal is retried. */
export async function playStandinStatus(
  deps: { config: Config; fetch: typeof fetch },
  data: { phoneNumberId: string; wamid: string; recipient: string; status: string },
): Promise<void> {
  const body = standinStatusBody(data);
  const secret = whatsAppAppSecret(deps.config);
  if (!secret) return;
  const response = await deps.fetch(`${publicOrigin(deps.config)}${WHATSAPP_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsAppBody(secret, body) },
    body,
  });
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}

/**
 * The `graph-standin-messenger` job: Messenger's signed webhook for the stand-in page — `delivery` of one
 * message it sent, or `read` of everything it sent the customer so far (a watermark of now).
 */
export async function playStandinMessenger(
  deps: { config: Config; fetch: typeof fetch },
  data: { pageId: string; psid: string; mid?: string | undefined; event: 'delivery' | 'read' },
): Promise<void> {
  const secret = messengerAppSecret(deps.config);
  if (!secret) return;
  const now = Date.now();
  const body = JSON.stringify({
    object: 'page',
    entry: [
      {
        id: data.pageId,
        time: now,
        messaging: [
          {
            sender: { id: data.psid },
            recipient: { id: data.pageId },
            timestamp: now,
            ...(data.event === 'delivery'
              ? { delivery: { mids: data.mid ? [data.mid] : [], watermark: now } }
              : { read: { watermark: now } }),
          },
        ],
      },
    ],
  });
  const response = await deps.fetch(`${publicOrigin(deps.config)}${MESSENGER_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signMetaBody(secret, body) },
    body,
  });
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}

const MAX_BODY = 64 * 1024;

async function readJson(c: Context): Promise<Record<string, unknown> | null> {
  const text = await c.req.text();
  if (text.length > MAX_BODY) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function registerGraphStandin(
  app: Hono,
  deps: { db: Db; config: Config; jobs?: Jobs | undefined },
): void {
  if (deps.config.environment === 'production') return;
  const { db, config, jobs } = deps;

  // What it was asked to send, newest first; `to` narrows it to one recipient (digits).
  app.get('/graph-standin/sent', async (c) => {
    const to = (c.req.query('to') ?? '').replace(/[^0-9]/g, '').slice(0, 20);
    const rows = await db
      .select()
      .from(graphStandinMessages)
      .where(to ? eq(graphStandinMessages.recipient, to) : undefined)
      .orderBy(desc(graphStandinMessages.createdAt))
      .limit(50);
    return c.json({
      data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    });
  });

  app.get(`${GRAPH_STANDIN_PATH}/:id/phone_numbers`, (c) => {
    const refused = tokenRefused(c);
    if (refused) return refused;
    const id = c.req.param('id');
    if (!standinAccounts.has(id)) return unknownObject(c, id);
    return c.json({
      data: Object.entries(graphStandinNumbers)
        .filter(([, number]) => number.account === id)
        .map(([number]) => ({ id: number })),
    });
  });

  app.get(`${GRAPH_STANDIN_PATH}/:id/message_templates`, (c) => {
    const refused = tokenRefused(c);
    if (refused) return refused;
    const id = c.req.param('id');
    if (!standinAccounts.has(id)) return unknownObject(c, id);
    return c.json({
      data: graphStandinTemplates.map((template, index) => ({ ...template, id: String(900 + index) })),
      paging: { cursors: { before: 'MA', after: 'MQ' } },
    });
  });

  app.get(`${GRAPH_STANDIN_PATH}/:id`, (c) => {
    const refused = tokenRefused(c);
    if (refused) return refused;
    const id = c.req.param('id');
    const number = graphStandinNumbers[id];
    if (number)
      return c.json({
        id,
        display_phone_number: number.display,
        verified_name: number.name,
        status: number.status,
        platform_type: number.status === 'CONNECTED' ? 'CLOUD_API' : 'NOT_APPLICABLE',
        quality_rating: 'GREEN',
      });
    const page = standinPages[id];
    if (page) return c.json(page);
    // A customer's media file (the inject command's samples): where to download it, as Meta says.
    const sample = SAMPLE_MEDIA.exec(id)?.[1] as SampleKind | undefined;
    if (sample) {
      const file = sampleFile(sample);
      return c.json({
        messaging_product: 'whatsapp',
        id,
        url: `${publicOrigin(config)}/graph-standin/media/${sample}`,
        mime_type: file.mimeType,
        file_size: file.data.byteLength,
      });
    }
    return unknownObject(c, id);
  });

  // The download of a media file, with the token like Meta's (lookaside) URLs.
  app.get('/graph-standin/media/:kind', (c) => {
    const refused = tokenRefused(c);
    if (refused) return refused;
    const kind = c.req.param('kind');
    if (!['image', 'pdf', 'audio', 'video'].includes(kind)) return c.json({ error: 'not found' }, 404);
    const file = sampleFile(kind as SampleKind);
    return c.body(new Uint8Array(file.data), 200, { 'content-type': file.mimeType });
  });

  app.post(`${GRAPH_STANDIN_PATH}/:id/media`, (c) => {
    const refused = tokenRefused(c);
    if (refused) return refused;
    if (!graphStandinNumbers[c.req.param('id')]) return unknownObject(c, c.req.param('id'));
    return c.json({ id: `standin-media-${randomUUID()}` });
  });

  // Messenger's attachment upload: the page's files, answered with an id to send them by.
  app.post(`${GRAPH_STANDIN_PATH}/:id/message_attachments`, (c) => {
    const refused = tokenRefused(c);
    if (refused) return refused;
    if (!standinPages[c.req.param('id')]) return unknownObject(c, c.req.param('id'));
    return c.json({ attachment_id: `standin-att-${randomUUID()}` });
  });

  app.post(`${GRAPH_STANDIN_PATH}/:id/messages`, async (c) => {
    const refused = tokenRefused(c);
    if (refused) return refused;
    const id = c.req.param('id');
    const body = await readJson(c);
    if (!body) return graphError(c, 400, 100, 'The body is not a JSON object');
    // Messenger's Send API: a page's reply to a page-scoped id.
    if (standinPages[id]) {
      const recipient = String((body.recipient as { id?: unknown } | undefined)?.id ?? '');
      if (!/^\d{1,32}$/.test(recipient))
        return graphError(c, 400, 100, 'Param recipient[id] must be a valid ID');
      const messageId = `m_standin_${randomUUID()}`;
      await db.insert(graphStandinMessages).values({ id: messageId, phoneNumberId: id, recipient, body });
      // Messenger's delivery webhook for it, after STANDIN_DELIVERY_MS (reads follow the customer).
      if (jobs && config.standinDeliveryMs !== null && config.standinDeliveryMs !== undefined)
        await jobs.send(
          'graph-standin-messenger',
          { pageId: id, psid: recipient, mid: messageId, event: 'delivery' },
          { startAfter: new Date(Date.now() + config.standinDeliveryMs) },
        );
      return c.json({ recipient_id: recipient, message_id: messageId });
    }
    if (!graphStandinNumbers[id]) return unknownObject(c, id);
    const to = typeof body.to === 'string' ? body.to.replace(/[^0-9]/g, '') : '';
    if (body.messaging_product !== 'whatsapp' || to.length < 6 || to.length > 15)
      return graphError(c, 400, 100, 'Invalid parameter: messaging_product and to are required');
    const refusal = body.type === 'template' ? templateRefusal(body.template) : null;
    if (refusal) return graphError(c, 400, refusal.code, refusal.message);
    const wamid = `wamid.standin.${randomUUID()}`;
    await db.insert(graphStandinMessages).values({ id: wamid, phoneNumberId: id, recipient: to, body });
    if (jobs) {
      const status = { phoneNumberId: id, wamid, recipient: to };
      await jobs.send('graph-standin-status', { ...status, status: 'sent' });
      if (config.standinDeliveryMs !== null && config.standinDeliveryMs !== undefined)
        await jobs.send(
          'graph-standin-status',
          { ...status, status: 'delivered' },
          { startAfter: new Date(Date.now() + config.standinDeliveryMs) },
        );
    }
    return c.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to }],
      messages: [{ id: wamid }],
    });
  });
}

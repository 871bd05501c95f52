import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { brandOfCompany } from '../../company/service.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newsletterTemplateSync, newsletterTemplates } from '../../db/features/newsletter.ts';
import { type ChannelRow, channels } from '../../db/schema.ts';
import { graphUrlOf } from '../graphUrl.ts';
import { GraphRetryError } from '../metaWebhook.ts';
import { channelAccessToken } from '../outbound.ts';

/*
 * WhatsApp's review of the message templates, per number (newsletter_template_sync, spec 4's sync
 * statuses, which decide what the newsletter wizard and the composer offer). Two ways in:
 * - a full sync (`whatsapp-template-sync` job, after a number is added or reconnected): the business
 *   account's templates from `GET /{business-account-id}/message_templates`, page by page, matched by
 *   name to the templates of the channel's brand and company; one Meta does not know has no status;
 * - Meta's webhook `message_template_status_update` (events.ts) for one template at a time.
 */

export type TemplateSyncDeps = {
  db: Db;
  config: Pick<Config, 'channelSecretKey' | 'whatsapp' | 'environment' | 'publicUrl' | 'port' | 'tls'>;
  fetch?: typeof fetch;
};

type SyncStatus = (typeof newsletterTemplateSync.$inferInsert)['status'];

/** Meta's template statuses → the sync statuses; anything Parley does not know is UNKNOWN. */
export function syncStatusOf(meta: string): SyncStatus {
  switch (meta.toUpperCase()) {
    case 'APPROVED':
      return 'APPROVED';
    case 'PENDING':
    case 'IN_APPEAL':
    case 'PENDING_DELETION':
      return 'PENDING';
    case 'REJECTED':
    case 'DISABLED':
    case 'DELETED':
      return 'REJECTED';
    case 'PAUSED':
    case 'FLAGGED':
      return 'PAUSED';
    default:
      return 'UNKNOWN';
  }
}

/** The templates a channel's company may send: its brand's and its own, by name. */
async function templatesByName(db: Db, channel: ChannelRow): Promise<Map<string, string>> {
  const brand = await brandOfCompany(db, channel.companyId);
  if (!brand) return new Map();
  const rows = await db
    .select({ id: newsletterTemplates.id, name: newsletterTemplates.name })
    .from(newsletterTemplates)
    .where(
      and(
        eq(newsletterTemplates.brandId, brand.id),
        or(isNull(newsletterTemplates.companyId), eq(newsletterTemplates.companyId, channel.companyId)),
      ),
    );
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function setStatus(db: Db, templateId: string, channelId: string, status: SyncStatus) {
  await db
    .insert(newsletterTemplateSync)
    .values({ templateId, channelId, status })
    .onConflictDoUpdate({
      target: [newsletterTemplateSync.templateId, newsletterTemplateSync.channelId],
      set: { status },
    });
}

const templateList = v.looseObject({
  data: v.pipe(
    v.array(
      v.looseObject({
        name: v.pipe(v.string(), v.maxLength(512)),
        status: v.pipe(v.string(), v.maxLength(40)),
      }),
    ),
    v.maxLength(1000),
  ),
  paging: v.optional(v.looseObject({ next: v.optional(v.pipe(v.string(), v.maxLength(2000))) })),
});

/** At most this many pages of 100 templates are read in one sync. */
const MAX_PAGES = 20;

/** The full sync of one number's templates; thrown for "later" (the job retries). */
export async function syncWhatsAppTemplates(
  deps: TemplateSyncDeps,
  channelId: string,
): Promise<{ synced: number; unknown: number }> {
  const { db } = deps;
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId));
  const account = channel?.channelType === 'WHATSAPP' ? channel.config?.businessAccountId : null;
  if (!channel || !account) return { synced: 0, unknown: 0 };
  const token = await channelAccessToken(db, deps.config, channel);
  if (!token) return { synced: 0, unknown: 0 };
  const graphUrl = graphUrlOf(deps.config);
  const statuses = new Map<string, SyncStatus>();
  let url: string | undefined =
    `${graphUrl}/${encodeURIComponent(account)}/message_templates?fields=name,status,language&limit=100`;
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const response: Response = await (deps.fetch ?? fetch)(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 429 || response.status >= 500)
      throw new GraphRetryError(`message_templates answered ${response.status}`);
    const parsed = v.safeParse(templateList, await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      console.warn(
        `[whatsapp] template sync of channel ${channelId}: the Graph API answered ${response.status}`,
      );
      return { synced: 0, unknown: 0 };
    }
    for (const template of parsed.output.data) statuses.set(template.name, syncStatusOf(template.status));
    // Only Meta's own next page: a link elsewhere is not followed with the token.
    const next = parsed.output.paging?.next;
    url = next?.startsWith(`${graphUrl}/`) ? next : undefined;
  }
  const local = await templatesByName(db, channel);
  let synced = 0;
  const unknown: string[] = [];
  for (const [name, templateId] of local) {
    const status = statuses.get(name);
    if (status) {
      await setStatus(db, templateId, channel.id, status);
      synced += 1;
    } else unknown.push(templateId);
  }
  // Not at Meta (never submitted, or deleted there): no status on this number.
  if (unknown.length > 0)
    await db
      .delete(newsletterTemplateSync)
      .where(
        and(
          eq(newsletterTemplateSync.channelId, channel.id),
          inArray(newsletterTemplateSync.templateId, unknown),
        ),
      );
  return { synced, unknown: unknown.length };
}

const statusUpdate = v.looseObject({
  event: v.pipe(v.string(), v.maxLength(40)),
  message_template_name: v.pipe(v.string(), v.maxLength(512)),
});

/** Meta's `message_template_status_update` for the business account `accountId`. */
export async function applyTemplateStatusUpdate(db: Db, accountId: string | undefined, value: unknown) {
  const parsed = v.safeParse(statusUpdate, value);
  if (!accountId || !parsed.success) return;
  const numbers = await db
    .select()
    .from(channels)
    .where(
      and(eq(channels.channelType, 'WHATSAPP'), sql`${channels.config}->>'businessAccountId' = ${accountId}`),
    );
  for (const channel of numbers) {
    const templateId = (await templatesByName(db, channel)).get(parsed.output.message_template_name);
    if (templateId) await setStatus(db, templateId, channel.id, syncStatusOf(parsed.output.event));
  }
}

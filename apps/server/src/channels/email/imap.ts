import { channelMessageKeys } from '@parley/domain';
import { and, eq, lt } from 'drizzle-orm';
import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { channelSecrets, mailboxPolls } from '../../db/features/channels.ts';
import { type ChannelRow, channels } from '../../db/schema.ts';
import type { Delivery } from '../../inbox/delivery.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Notifier } from '../../realtime/socket.ts';
import { logError } from '../../security/safeLog.ts';
import { channelKey, decryptSecrets } from '../secrets.ts';
import { isLoopbackAddress, resolveSmtpHost } from '../smtpAddress.ts';
import { isStandinMailHost } from './send.ts';
import { MAIL_MAX_BYTES, receiveEmail } from './smtpListener.ts';

/*
 * Email in by IMAP (imapflow): an email channel with an IMAP server has its INBOX fetched by a chain of
 * durable jobs (`email-imap-poll`, every IMAP_POLL_MS, default a minute). Each job reads the mail that
 * arrived after the last UID it took (50 at most per run), hands every message to the same intake as
 * the SMTP listener (receiveEmail: parsed, threaded, stored once per Message-ID) and queues the next
 * job. The mailbox is opened read-only: Parley never changes the customer's mailbox. `mailbox_polls`
 * keeps the UIDVALIDITY and last UID, and `next_due` makes sure only one chain runs across instances;
 * a chain that died with its instance is resumed when a server starts. What arrives from the moment
 * the channel is added is taken in (not the mailbox's history).
 *
 * A host under `.test` is the IMAP stand-in's outside production (imapStandin.ts).
 */

export type ImapDeps = {
  db: Db;
  notifier: Notifier;
  delivery?: Delivery | undefined;
  jobs?: Jobs | undefined;
  config: Pick<
    Config,
    'environment' | 'channelSecretKey' | 'smtpAllowLoopback' | 'imapStandin' | 'imapPollMs'
  >;
};

export type ImapEndpoint = { host: string; port: number; secure: boolean; user: string; password: string };

export const IMAP_DEFAULT_PORT = 993;
const TIMEOUT_MS = 15_000;
/** Messages taken in per poll; the rest follow on the next one. */
const PER_POLL = 50;

export type ImapCheck =
  | { ok: true; uidValidity: string; uidNext: number }
  | { ok: false; messageKey: string; detail: string };

/** How to reach the endpoint: the stand-in for `.test`, else the checked address, with TLS required. */
async function clientOptions(
  config: ImapDeps['config'],
  endpoint: ImapEndpoint,
): Promise<{ ok: true; options: ImapFlowOptions } | { ok: false; messageKey: string; detail: string }> {
  const base = {
    auth: { user: endpoint.user, pass: endpoint.password },
    logger: false as const,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    disableAutoIdle: true,
    disableCompression: true,
  };
  if (isStandinMailHost(endpoint.host, config)) {
    const port = config.imapStandin?.port;
    if (!port)
      return { ok: false, messageKey: channelMessageKeys.imapUnreachable, detail: 'no IMAP stand-in' };
    return { ok: true, options: { ...base, host: '127.0.0.1', port, secure: false, doSTARTTLS: false } };
  }
  const resolved = await resolveSmtpHost(endpoint.host, { allowLoopback: config.smtpAllowLoopback ?? false });
  if (!resolved.ok)
    return resolved.reason === 'refused'
      ? { ok: false, messageKey: channelMessageKeys.smtpAddressRefused, detail: 'address refused' }
      : { ok: false, messageKey: channelMessageKeys.imapUnreachable, detail: 'name did not resolve' };
  const loopback = isLoopbackAddress(resolved.address);
  return {
    ok: true,
    options: {
      ...base,
      host: resolved.address,
      port: endpoint.port,
      secure: endpoint.secure,
      // Without implicit TLS the password crosses the network only after STARTTLS (loopback aside).
      ...(endpoint.secure ? {} : { doSTARTTLS: !loopback }),
      tls: { servername: endpoint.host },
    },
  };
}

const failureOf = (error: unknown): { ok: false; messageKey: string; detail: string } => ({
  ok: false,
  messageKey: (error as { authenticationFailed?: boolean }).authenticationFailed
    ? channelMessageKeys.imapAuthFailed
    : channelMessageKeys.imapUnreachable,
  detail: error instanceof Error ? error.message : String(error),
});

/** Signs in and opens the INBOX read-only: the check an email channel's IMAP server passes when added. */
export async function verifyImap(config: ImapDeps['config'], endpoint: ImapEndpoint): Promise<ImapCheck> {
  const prepared = await clientOptions(config, endpoint);
  if (!prepared.ok) return prepared;
  const client = new ImapFlow(prepared.options);
  client.on('error', () => {});
  try {
    await client.connect();
    const box = await client.mailboxOpen('INBOX', { readOnly: true });
    const check = { ok: true as const, uidValidity: String(box.uidValidity), uidNext: Number(box.uidNext) };
    await client.logout();
    return check;
  } catch (error) {
    client.close();
    return failureOf(error);
  }
}

/** The IMAP endpoint of an email channel, with its password; null without an IMAP server. */
export async function imapEndpointOf(db: Db, config: Pick<Config, 'channelSecretKey'>, channel: ChannelRow) {
  const { imap_host: host, imap_port: port, imap_secure: secure, name: user } = channel.config ?? {};
  if (channel.channelType !== 'EMAIL' || !host || !user) return null;
  const [row] = await db.select().from(channelSecrets).where(eq(channelSecrets.channelId, channel.id));
  const password = row
    ? decryptSecrets(channelKey(config.channelSecretKey), channel.id, row.ciphertext).password
    : null;
  if (!password) return null;
  return { host, port: port ?? IMAP_DEFAULT_PORT, secure: secure ?? true, user, password };
}

/** A new IMAP channel: its mailbox is taken in from `uidNext` on, by a chain starting now. */
export async function startMailboxPolls(
  deps: Pick<ImapDeps, 'db' | 'jobs'>,
  channelId: string,
  mailbox: { uidValidity: string; uidNext: number },
) {
  const due = new Date();
  await deps.db
    .insert(mailboxPolls)
    .values({
      channelId,
      uidValidity: mailbox.uidValidity,
      lastUid: Math.max(0, mailbox.uidNext - 1),
      nextDue: due,
    })
    .onConflictDoNothing();
  await deps.jobs?.send('email-imap-poll', { channelId, due: due.toISOString() });
}

/**
 * At start: every IMAP channel whose chain has not run for three poll intervals (its instance stopped
 * between two jobs) gets a new one; the compare-and-set on `next_due` lets one instance do it.
 */
export async function resumeMailboxPolls(deps: ImapDeps) {
  if (!deps.jobs) return;
  const pollMs = deps.config.imapPollMs ?? 60_000;
  const stale = new Date(Date.now() - Math.max(3 * pollMs, 60_000));
  const rows = await deps.db
    .select({ channelId: mailboxPolls.channelId, nextDue: mailboxPolls.nextDue })
    .from(mailboxPolls)
    .where(lt(mailboxPolls.nextDue, stale));
  for (const row of rows) {
    const due = new Date();
    const [claimed] = await deps.db
      .update(mailboxPolls)
      .set({ nextDue: due })
      .where(and(eq(mailboxPolls.channelId, row.channelId), eq(mailboxPolls.nextDue, row.nextDue)))
      .returning({ channelId: mailboxPolls.channelId });
    if (claimed)
      await deps.jobs.send('email-imap-poll', { channelId: row.channelId, due: due.toISOString() });
  }
}

/** One poll of the chain: only the job the chain is due for runs; it always queues the next one. */
export async function pollMailbox(
  deps: ImapDeps,
  channelId: string,
  due: string,
): Promise<{ taken: number }> {
  const next = new Date(Date.now() + (deps.config.imapPollMs ?? 60_000));
  const [state] = await deps.db
    .update(mailboxPolls)
    .set({ nextDue: next })
    .where(and(eq(mailboxPolls.channelId, channelId), eq(mailboxPolls.nextDue, new Date(due))))
    .returning();
  if (!state) return { taken: 0 };
  const [channel] = await deps.db.select().from(channels).where(eq(channels.id, channelId)).limit(1);
  const endpoint = channel ? await imapEndpointOf(deps.db, deps.config, channel) : null;
  // A removed channel's row is gone with it; one without IMAP (or switched off) ends its chain here.
  if (!channel || !endpoint || channel.isDisabled || channel.status !== 'LIVE') {
    await deps.db.delete(mailboxPolls).where(eq(mailboxPolls.channelId, channelId));
    return { taken: 0 };
  }
  let taken = 0;
  let lastError: string | null = null;
  try {
    taken = await takeNewMail(deps, channel, endpoint, state);
  } catch (error) {
    lastError = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    logError(`[email] fetching the IMAP mailbox of channel ${channelId} failed:`, error);
  }
  await deps.db
    .update(mailboxPolls)
    .set({ polledAt: new Date(), lastError })
    .where(eq(mailboxPolls.channelId, channelId));
  await deps.jobs?.send('email-imap-poll', { channelId, due: next.toISOString() }, { startAfter: next });
  return { taken };
}

async function takeNewMail(
  deps: ImapDeps,
  channel: ChannelRow,
  endpoint: ImapEndpoint,
  state: typeof mailboxPolls.$inferSelect,
): Promise<number> {
  const prepared = await clientOptions(deps.config, endpoint);
  if (!prepared.ok) throw new Error(`${prepared.messageKey}: ${prepared.detail}`);
  const client = new ImapFlow(prepared.options);
  client.on('error', () => {});
  try {
    await client.connect();
    const box = await client.mailboxOpen('INBOX', { readOnly: true });
    const validity = String(box.uidValidity);
    if (state.uidValidity !== validity) {
      // A new mailbox (or one rebuilt by its server): its old UIDs mean nothing; start from now.
      await deps.db
        .update(mailboxPolls)
        .set({ uidValidity: validity, lastUid: Math.max(0, Number(box.uidNext) - 1) })
        .where(eq(mailboxPolls.channelId, channel.id));
      await client.logout();
      return 0;
    }
    let last = state.lastUid;
    const found = box.exists > 0 ? await client.search({ uid: `${last + 1}:*` }, { uid: true }) : [];
    // `n:*` names the newest message even when it is older than n: only UIDs after the last count.
    const uids = (found || [])
      .filter((uid) => uid > last)
      .sort((a, b) => a - b)
      .slice(0, PER_POLL);
    let taken = 0;
    for (const uid of uids) {
      // The size first: a mail past the attachment limits is skipped without downloading it.
      const head = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
      const size = head === false ? 0 : (head.size ?? 0);
      if (size > 0 && size <= MAIL_MAX_BYTES) {
        const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
        const source = message === false ? undefined : message.source;
        if (source) {
          await receiveEmail(deps, channel, source);
          taken += 1;
        }
      }
      last = uid;
      await deps.db.update(mailboxPolls).set({ lastUid: last }).where(eq(mailboxPolls.channelId, channel.id));
    }
    await client.logout();
    return taken;
  } catch (error) {
    client.close();
    throw error;
  }
}

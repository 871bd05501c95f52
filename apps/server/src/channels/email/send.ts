import { deliveryFailureKeys } from '@parley/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import nodemailer, { type SmtpTransportOptions, type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { channelSecrets } from '../../db/features/channels.ts';
import { attachmentFiles, type ChannelRow, companies, messages } from '../../db/schema.ts';
import { attachmentKeyOf } from '../../inbox/attachments.ts';
import type { Notifier } from '../../realtime/socket.ts';
import { GraphRetryError } from '../metaWebhook.ts';
import { liveChannelOf, markOutboundSent, outboundWithChannel } from '../outbound.ts';
import { channelKey, decryptSecrets } from '../secrets.ts';
import { smtpTransportOptions } from '../smtp.ts';
import { resolveSmtpHost } from '../smtpAddress.ts';

/*
 * Staff's replies in an email conversation go out through the company's email channel's SMTP server
 * (its outgoing transport when it has one), by the job `email-send`: from the channel's address, to the
 * contact's, "Re: " and the customer's subject, with `Message-ID` (kept as the message's provider id),
 * `In-Reply-To` the customer's latest mail and `References` the conversation's mails, so the
 * customer's mail client threads the reply and their answer finds the conversation again
 * (smtpListener.ts). A server that says "later" (4xx, no connection) is tried again with backoff; a 5xx
 * marks the message FAILED with a reason. Email has no delivery receipts: the message stays "sent".
 *
 * Outside production a mail server under the reserved `.test` domain (RFC 2606, never resolvable; the
 * demo's) is this server's own SMTP listener, which relays nothing and records the mail instead.
 */

export type EmailDeps = {
  db: Db;
  notifier: Notifier;
  config: Pick<Config, 'channelSecretKey' | 'environment' | 'smtpAllowLoopback' | 'inboundSmtp'>;
  /** Tests pass a transport; otherwise nodemailer's SMTP transport. */
  transport?: (options: SmtpTransportOptions) => Pick<Transporter, 'sendMail' | 'close'>;
};

/** The company's live SMTP channel with a mail server, or null (its replies then fail: no channel). */
export const emailChannelOf = (db: Db, companyId: string) => liveChannelOf(db, companyId, 'EMAIL', 'host');

/** Whether a mail server is the development stand-in: a name under the reserved `.test` domain. */
export function isStandinMailHost(host: string, config: Pick<Config, 'environment'>): boolean {
  return config.environment !== 'production' && /\.test\.?$/i.test(host);
}

/** `<id@domain>` of a message this server sends from `address`. */
export const messageIdFor = (messageId: string, address: string) =>
  `<parley.${messageId}@${address.split('@')[1] ?? 'parley.invalid'}>`;

const TEMPORARY = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED']);

export async function sendEmailMessage(
  deps: EmailDeps,
  messageId: string,
  attempt: { last: boolean } = { last: false },
): Promise<void> {
  const { db } = deps;
  const outbound = await outboundWithChannel(deps, messageId, emailChannelOf);
  if (!outbound?.channel.config?.host) return;
  const { row, channel, fail } = outbound;
  const config = channel.config as NonNullable<ChannelRow['config']> & { host: string };
  if (!row.email) return fail(deliveryFailureKeys.noEmail);

  const [secret] = await db.select().from(channelSecrets).where(eq(channelSecrets.channelId, channel.id));
  const password = secret
    ? decryptSecrets(channelKey(deps.config.channelSecretKey), channel.id, secret.ciphertext).password
    : undefined;
  if (!password || !config.name) return fail(deliveryFailureKeys.reconnect);

  // The conversation's mails so far: the customer's latest is answered, all are referenced.
  const thread = await db
    .select({
      id: messages.providerMessageId,
      subject: messages.subject,
      senderType: messages.senderType,
    })
    .from(messages)
    .where(and(eq(messages.opportunityId, row.message.opportunityId), isNotNull(messages.providerMessageId)))
    .orderBy(asc(messages.createdAt))
    .limit(200);
  const mailIds = thread.map((entry) => entry.id as string).filter((id) => /^<[^<>\s]{3,250}>$/.test(id));
  const customers = thread.filter((entry) => entry.senderType === 'CUSTOMER' && entry.id?.startsWith('<'));
  const answered = customers.at(-1);
  const subjectOf = [...thread].reverse().find((entry) => entry.subject)?.subject;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const subject = subjectOf
    ? /^re:/i.test(subjectOf)
      ? subjectOf
      : `Re: ${subjectOf}`
    : (company?.name ?? channel.value);

  const files = row.message.attachments.length
    ? await db
        .select()
        .from(attachmentFiles)
        .where(
          inArray(
            attachmentFiles.id,
            row.message.attachments.map((file) => attachmentKeyOf(file.url) ?? ''),
          ),
        )
    : [];
  if (files.length !== row.message.attachments.length) return fail(deliveryFailureKeys.attachments);

  // The outgoing transport when the channel has one, else the account's server.
  const host = config.host_transport ?? config.host;
  const port = config.port_transport ?? config.port ?? 587;
  const secure = config.host_transport ? (config.secure_transport ?? false) : (config.secure ?? false);
  const endpoint = { host, port, secure, user: config.name, password };
  let options: SmtpTransportOptions;
  if (isStandinMailHost(host, deps.config)) {
    const standin = deps.config.inboundSmtp?.port;
    if (!standin) return fail(deliveryFailureKeys.providerUnavailable);
    options = { ...smtpTransportOptions({ ...endpoint, port: standin, secure: false }, '127.0.0.1', 15_000) };
    options.ignoreTLS = true;
  } else {
    const resolved = await resolveSmtpHost(host, { allowLoopback: deps.config.smtpAllowLoopback ?? false });
    if (!resolved.ok) {
      if (resolved.reason === 'refused' || attempt.last) return fail(deliveryFailureKeys.providerUnavailable);
      throw new GraphRetryError(`${host} did not resolve`);
    }
    options = smtpTransportOptions(endpoint, resolved.address, 30_000);
  }
  const transport = (deps.transport ?? nodemailer.createTransport)(options);
  const mailId = messageIdFor(messageId, channel.value);
  try {
    await transport.sendMail({
      from: { name: company?.name ?? channel.value, address: channel.value },
      to: row.email,
      subject,
      text: row.message.body ?? '',
      messageId: mailId,
      ...(answered?.id ? { inReplyTo: answered.id } : {}),
      ...(mailIds.length ? { references: mailIds.slice(-20) } : {}),
      attachments: files.map((file) => ({
        filename: file.displayName,
        content: Buffer.from(file.data),
        contentType: file.mimeType,
      })),
    });
  } catch (error) {
    const { code, responseCode, response } = (error ?? {}) as {
      code?: string;
      responseCode?: number;
      response?: string;
    };
    const later =
      (code !== undefined && TEMPORARY.has(code)) || (responseCode !== undefined && responseCode < 500);
    if (later && !attempt.last) throw new GraphRetryError(`SMTP ${responseCode ?? code}: try again later`);
    if (code === 'EAUTH' || responseCode === 535) return fail(deliveryFailureKeys.reconnect);
    if (responseCode === 550 || responseCode === 551 || responseCode === 553)
      return fail(deliveryFailureKeys.recipientUnavailable);
    return fail(later ? deliveryFailureKeys.providerUnavailable : (response ?? String(error)).slice(0, 300));
  } finally {
    transport.close();
  }
  await markOutboundSent(db, messageId, mailId);
  await db.update(messages).set({ subject }).where(eq(messages.id, messageId));
}

import { randomUUID } from 'node:crypto';
import { ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENTS_MAX } from '@parley/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { smtpStandinMessages } from '../../db/features/channels.ts';
import { type ChannelRow, channels, contacts, messages, opportunities } from '../../db/schema.ts';
import { storeAttachment } from '../../inbox/attachments.ts';
import type { Delivery } from '../../inbox/delivery.ts';
import { contactNamesOf, injectInbound, latestConversationOf } from '../../inbox/inbound.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { textOfHtml } from '../../news/sanitize.ts';
import type { Notifier } from '../../realtime/socket.ts';
import { storeInStandinMailbox } from './imapStandin.ts';
import { isStandinMailHost } from './send.ts';
import { standinMailAccount } from './standinAccounts.ts';

/*
 * The server's own SMTP listener (config.inboundSmtp): customers' mail to an email channel's address
 * (a mailbox forwarding to it, or an MX record pointing at it) lands in the customer's email
 * conversation. The mail is parsed (mailparser; HTML becomes plain text, so no markup reaches the
 * thread), threaded by `In-Reply-To` and `References` to the conversation whose mail it answers, else
 * to the sender's latest email conversation, else a new contact's; its attachments are stored within
 * the attachment limits; it is stored once per `Message-ID`. The listener answers 250 only once the
 * mail is stored, so a sender whose mail could not be stored tries again (451).
 *
 * Outside production it is also the stand-in mail server of email channels under the reserved `.test`
 * domain (the demo's): a session that signs in with such a channel's user name and password may send
 * to anyone, and what it sends is recorded (smtp_standin_messages), never relayed; and mail to a
 * channel whose IMAP host is under `.test` goes into its IMAP stand-in mailbox (imapStandin.ts), from
 * where the channel's IMAP poll fetches it.
 */

export type SmtpListenerDeps = {
  db: Db;
  notifier: Notifier;
  delivery?: Delivery | undefined;
  jobs?: Jobs | undefined;
  config: Pick<Config, 'environment' | 'channelSecretKey' | 'inboundSmtp' | 'tls' | 'imapStandin'>;
};

/** A mail with its attachments at the attachment limits, and headers around them. */
export const MAIL_MAX_BYTES = MESSAGE_ATTACHMENTS_MAX * ATTACHMENT_MAX_BYTES + 1024 * 1024;
/** What of a mail's text the thread keeps. */
const BODY_MAX = 20_000;

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

async function liveEmailChannel(db: Db, address: string): Promise<ChannelRow | null> {
  const [channel] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.channelType, 'EMAIL'),
        eq(channels.isDisabled, false),
        eq(channels.status, 'LIVE'),
        eq(channels.value, address.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return channel ?? null;
}

async function readMail(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= MAIL_MAX_BYTES) chunks.push(chunk as Buffer);
  }
  if (stream.sizeExceeded || size > MAIL_MAX_BYTES) throw smtpError(552, 'Message exceeds the size limit');
  return Buffer.concat(chunks);
}

const idsOf = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : (value ?? '').split(/\s+/)).filter((id) => /^<[^<>\s]{3,250}>$/.test(id));

/** Stores a customer's mail to `channel`; returns the message id (an already stored one's too). */
export async function receiveEmail(
  deps: Pick<SmtpListenerDeps, 'db' | 'notifier' | 'delivery' | 'jobs'>,
  channel: ChannelRow,
  raw: Buffer,
): Promise<string | null> {
  const { db } = deps;
  const mail: ParsedMail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    maxHtmlLengthToParse: 2 * 1024 * 1024,
  });
  const from = mail.from?.value[0];
  const sender = from?.address?.trim().toLowerCase();
  if (!sender || sender.length > 254) return null;
  const messageId = idsOf(mail.messageId)[0] ?? `<parley.in.${randomUUID()}@${sender.split('@')[1]}>`;
  const [known] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.providerMessageId, messageId));
  if (known) return known.id;

  // The conversation whose mail it answers, by the ids it names; else the sender's latest.
  const answered = [...idsOf(mail.inReplyTo), ...idsOf(mail.references).reverse()].slice(0, 50);
  const [thread] = answered.length
    ? await db
        .select({ opportunityId: messages.opportunityId, contactId: opportunities.contactId })
        .from(messages)
        .innerJoin(opportunities, eq(opportunities.id, messages.opportunityId))
        .where(
          and(
            inArray(messages.providerMessageId, answered),
            eq(opportunities.companyId, channel.companyId),
            eq(opportunities.channelType, 'EMAIL'),
          ),
        )
        .limit(1)
    : [];
  const [contact] = thread
    ? [{ id: thread.contactId }]
    : await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.companyId, channel.companyId), sql`lower(${contacts.email}) = ${sender}`))
        .orderBy(contacts.createdAt)
        .limit(1);
  const opportunityId =
    thread?.opportunityId ??
    (contact ? await latestConversationOf(db, channel.companyId, contact.id, 'EMAIL') : undefined);

  const attachments = [];
  for (const file of mail.attachments.slice(0, MESSAGE_ATTACHMENTS_MAX)) {
    if (file.size > ATTACHMENT_MAX_BYTES || file.size === 0) continue;
    attachments.push(
      await storeAttachment(db, {
        companyId: channel.companyId,
        uploadedBy: null,
        displayName: (file.filename ?? 'attachment').slice(0, 200),
        mimeType: file.contentType,
        data: file.content,
      }),
    );
  }
  // The plain part as written; a mail with HTML only, as its text (news/sanitize.ts).
  const text = (
    mail.text?.trim() || (mail.html ? textOfHtml(mail.html.slice(0, 2 * 1024 * 1024)) : '')
  ).slice(0, BODY_MAX);
  if (!text && attachments.length === 0) return null;
  const result = await injectInbound(
    db,
    deps.notifier,
    {
      companyId: channel.companyId,
      opportunityId,
      contactId: contact?.id,
      contact: contact ? undefined : { ...contactNamesOf(from?.name, sender), email: sender },
      body: text || undefined,
      attachments: attachments.map((file) => ({ displayName: file.displayName, url: file.url })),
      channelType: 'EMAIL',
      providerMessageId: messageId,
      subject: mail.subject?.slice(0, 500),
      receivedAt: mail.date && mail.date.getTime() <= Date.now() ? mail.date : undefined,
    },
    deps.delivery,
    deps.jobs,
  );
  return result.message.id;
}

/**
 * The stand-in's account check: a `.test` channel whose user name and password these are, or a user
 * name no `.test` channel has yet (a channel being added: its first sign-in makes the account).
 */
async function standinAccount(
  deps: SmtpListenerDeps,
  user: string,
  password: string,
): Promise<string | null> {
  const account = await standinMailAccount(deps.db, deps.config, user, password, (channel) => {
    return channel.config?.host_transport ?? channel.config?.host ?? '';
  });
  // An account no `.test` channel uses yet is being set up (the add form's check): it signs in.
  return account ? (account.channelId ?? `new:${user}`) : null;
}

async function recordStandin(deps: SmtpListenerDeps, session: SMTPServerSession, raw: Buffer) {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  await deps.db
    .insert(smtpStandinMessages)
    .values({
      id: idsOf(mail.messageId)[0] ?? `<standin.${randomUUID()}@parley.invalid>`,
      sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      recipients: session.envelope.rcptTo.map((to) => to.address.toLowerCase()).slice(0, 50),
      subject: mail.subject?.slice(0, 500) ?? null,
      inReplyTo: idsOf(mail.inReplyTo)[0] ?? null,
      references: idsOf(mail.references).slice(0, 50),
      text: (mail.text ?? '').slice(0, BODY_MAX),
    })
    .onConflictDoNothing();
}

export type SmtpListener = { port: number; close(): Promise<void> };

/** Starts the listener when config.inboundSmtp has a port; a port in use is logged, not fatal. */
export async function startSmtpListener(deps: SmtpListenerDeps): Promise<SmtpListener | null> {
  const port = deps.config.inboundSmtp?.port;
  if (port === null || port === undefined) return null;
  const production = deps.config.environment === 'production';
  const server = new SMTPServer({
    banner: 'Parley',
    size: MAIL_MAX_BYTES,
    authOptional: true,
    // Sign-in is the development stand-in's only (over loopback); production relays for nobody.
    allowInsecureAuth: !production,
    disabledCommands: deps.config.tls ? [] : ['STARTTLS'],
    ...(deps.config.tls ? { key: deps.config.tls.key, cert: deps.config.tls.cert } : {}),
    maxClients: 100,
    socketTimeout: 60_000,
    logger: false,
    onAuth: (auth, _session, callback) => {
      standinAccount(deps, auth.username ?? '', auth.password ?? '')
        .then((channelId) =>
          channelId ? callback(null, { user: channelId }) : callback(smtpError(535, 'Authentication failed')),
        )
        .catch(() => callback(smtpError(454, 'Temporary authentication failure')));
    },
    onRcptTo: (address, session, callback) => {
      if (session.user) return callback();
      liveEmailChannel(deps.db, address.address)
        .then((channel) => callback(channel ? null : smtpError(550, 'No such mailbox here')))
        .catch(() => callback(smtpError(451, 'Try again later')));
    },
    onData: (stream, session, callback) => {
      (async () => {
        const raw = await readMail(stream);
        if (session.user) return recordStandin(deps, session, raw);
        for (const to of session.envelope.rcptTo) {
          const channel = await liveEmailChannel(deps.db, to.address);
          if (!channel) continue;
          // A `.test` channel that reads its mail over IMAP: the mail waits in its stand-in mailbox,
          // as at a provider, until the channel's poll fetches it.
          const imapHost = channel.config?.imap_host ?? '';
          if (
            isStandinMailHost(imapHost, deps.config) &&
            deps.config.imapStandin?.port &&
            channel.config?.name
          )
            await storeInStandinMailbox(deps.db, channel.config.name, raw);
          else await receiveEmail(deps, channel, raw);
        }
      })()
        .then(() => callback(null, 'Stored'))
        .catch((error: unknown) => {
          const code = (error as { responseCode?: number }).responseCode;
          if (!code) console.error('[email] an inbound mail could not be stored:', error);
          callback(code ? (error as Error) : smtpError(451, 'Could not store the message; try again later'));
        });
    },
  });
  server.on('error', (error) => console.error('[email] SMTP listener:', error.message));
  const listening = await new Promise<boolean>((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => {
      console.warn(`[email] the SMTP listener could not listen on ${port}: ${error.code ?? error.message}`);
      resolve(false);
    };
    server.server.once('error', onError);
    server.listen(port, deps.config.inboundSmtp?.host ?? '127.0.0.1', () => {
      server.server.off('error', onError);
      resolve(true);
    });
  });
  if (!listening) return null;
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

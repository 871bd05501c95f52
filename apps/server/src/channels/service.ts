import { randomBytes } from 'node:crypto';
import {
  type AppointmentWidgetSettings,
  CHANNEL_SECRET_MAX_LENGTH,
  CHANNEL_VALUE_MAX_LENGTH,
  type ChannelStatusId,
  type ChannelTypeId,
  channelKinds,
  channelMessageKeys,
  channelTypeAvailability,
  defaultAppointmentWidgetSettings,
  emailSchema,
  isHostname,
  isPort,
  isVerifyToken,
  messageKeys,
  toE164,
} from '@parley/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { recordViewerAudit } from '../audit/service.ts';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany, findBrandWithPreferences, findCompany } from '../company/service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type AppointmentWidgetRow, appointmentWidgets, channelSecrets } from '../db/features/channels.ts';
import { findCompanyTeam } from '../db/queries.ts';
import { type ChannelRow, channels, type StoredChannelConfig } from '../db/schema.ts';
import { AppError, badUserInput, forbidden, notFound } from '../errors.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { takeReviewLink } from '../reviews/link.ts';
import { syncGoogleReviews } from '../reviews/sync.ts';
import { assertIdCount } from '../security/inputLimits.ts';
import type { RateLimiter, RateLimitRule } from '../security/rateLimit.ts';
import { IMAP_DEFAULT_PORT, startMailboxPolls, verifyImap } from './email/imap.ts';
import { isStandinMailHost } from './email/send.ts';
import { graphUrlOf } from './graphUrl.ts';
import { checkMessengerPage, checkWhatsAppNumber } from './metaSetup.ts';
import { channelAccessToken } from './outbound.ts';
import { type ChannelSecretValues, channelKey, encryptSecrets, secretFields } from './secrets.ts';
import { type SmtpCheck, type SmtpEndpoint, verifySmtp } from './smtp.ts';

/*
 * Channels of a company (settings → channels): one function per operation, each taking (deps, viewer,
 * …). Changing channels is for company admins; a channel of another company does not exist (404).
 * Secrets (SMTP password, API key, tokens) are split off on the way in, encrypted into
 * channel_secrets, and never presented: nothing the browser receives carries them.
 */

const smtpFailureMessages: Record<string, string> = {
  [channelMessageKeys.smtpAddressRefused]: 'The mail server is on an address this server does not connect to',
  [channelMessageKeys.smtpUnreachable]: 'The mail server could not be reached',
  [channelMessageKeys.smtpAuthFailed]: 'The mail server refused the user name or password',
};

export type ChannelDeps = {
  db: Db;
  /** The caller's address, written to the audit log. */
  clientAddress?: string | undefined;
  config: Pick<
    Config,
    | 'channelSecretKey'
    | 'smtpAllowLoopback'
    | 'whatsapp'
    | 'environment'
    | 'publicUrl'
    | 'port'
    | 'tls'
    | 'imapStandin'
    | 'imapPollMs'
    | 'inboundSmtp'
  >;
  /** The Graph API is called through this: the stand-in's own routes answer in process (app.ts). */
  graphFetch?: typeof fetch;
  /** New reviews of a Google reviews channel reach the company's users live. */
  notifier?: Notifier | undefined;
  /** A live WhatsApp number's template statuses are read from Meta by a job (whatsapp/templates.ts). */
  jobs?: Jobs | undefined;
  /** The SMTP sign-in check; tests may pass a shorter timeout through it. */
  verifySmtp?: (endpoint: Parameters<typeof verifySmtp>[0]) => Promise<SmtpCheck>;
  /** Limits SMTP checks per company: each one opens a connection from this server to any host. */
  rateLimiter?: RateLimiter;
};

/** An admin may probe hosts and ports through the SMTP check: a few per minute are plenty to set up mail. */
export const smtpChecksPerCompany: RateLimitRule = {
  name: 'smtp-check-company',
  limit: 10,
  windowMs: 60_000,
};

/** And the Graph API through the WhatsApp and Messenger checks (each one or two calls at Meta). */
export const metaChecksPerCompany: RateLimitRule = {
  name: 'meta-check-company',
  limit: 10,
  windowMs: 60_000,
};

const { general, required } = messageKeys;

export type AddChannelInput = {
  value: string;
  type: ChannelTypeId;
  client_type: string;
  client_id?: string | null;
  teamId?: string | null;
  private?: boolean | null;
  /** The stored fields, secrets included: they are split off before anything is stored. */
  config?: StoredChannelConfig | null;
};

const text = (field: string, value: string | null | undefined, max = CHANNEL_VALUE_MAX_LENGTH) => {
  if (value === null || value === undefined) return null;
  if (value.length > max) throw badUserInput(field, channelMessageKeys.tooLong, `${field} is too long`);
  return value.trim() || null;
};

/** The readable part of a configuration, checked field by field; secrets are taken out separately. */
function readableConfig(config: NonNullable<AddChannelInput['config']>): StoredChannelConfig {
  const host = text('host', config.host);
  const hostTransport = text('host_transport', config.host_transport);
  const imapHost = text('imap_host', config.imap_host);
  if (host && !isHostname(host)) throw badUserInput('host', channelMessageKeys.invalidHost, 'Invalid host');
  if (hostTransport && !isHostname(hostTransport))
    throw badUserInput('host_transport', channelMessageKeys.invalidHost, 'Invalid transport host');
  if (imapHost && !isHostname(imapHost))
    throw badUserInput('imap_host', channelMessageKeys.invalidHost, 'Invalid IMAP host');
  for (const field of ['port', 'port_transport', 'imap_port'] as const) {
    const port = config[field];
    if (port !== null && port !== undefined && !isPort(port))
      throw badUserInput(field, channelMessageKeys.invalidPort, 'Invalid port');
  }
  const stored: StoredChannelConfig = {
    businessAccountId: text('businessAccountId', config.businessAccountId, 40),
    verifyToken: text('verifyToken', config.verifyToken, 200),
    type: text('type', config.type, 40),
    name: text('name', config.name),
    host: host?.toLowerCase() ?? null,
    port: config.port ?? null,
    secure: config.secure ?? null,
    host_transport: hostTransport?.toLowerCase() ?? null,
    port_transport: config.port_transport ?? null,
    secure_transport: config.secure_transport ?? null,
    imap_host: imapHost?.toLowerCase() ?? null,
    imap_port: imapHost ? (config.imap_port ?? IMAP_DEFAULT_PORT) : null,
    imap_secure: imapHost ? (config.imap_secure ?? true) : null,
  };
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== null));
}

function secretsOf(config: AddChannelInput['config']): ChannelSecretValues {
  const secrets: ChannelSecretValues = {};
  for (const field of secretFields) {
    const value = config?.[field];
    if (value === null || value === undefined || value === '') continue;
    if (value.length > CHANNEL_SECRET_MAX_LENGTH)
      throw badUserInput(field, channelMessageKeys.tooLong, `${field} is too long`);
    secrets[field] = value;
  }
  return secrets;
}

/** The address of a channel, normalised per type: lowercased email, E.164 number, trimmed name. */
function channelValue(type: ChannelTypeId, raw: string): string {
  if (raw.length > CHANNEL_VALUE_MAX_LENGTH * 4)
    throw badUserInput('value', channelMessageKeys.tooLong, 'Value is too long');
  const value = raw.trim();
  if (!value) throw badUserInput('value', required, 'Value is required');
  if (value.length > CHANNEL_VALUE_MAX_LENGTH)
    throw badUserInput('value', channelMessageKeys.tooLong, 'Value is too long');
  if (channelKinds[type].family === 'email') {
    const email = v.safeParse(emailSchema, value);
    if (!email.success) throw badUserInput('value', messageKeys.invalidEmail, 'Invalid email address');
    return email.output.toLowerCase();
  }
  if (type === 'WHATSAPP') {
    const phone = toE164(value, 'DE');
    if (!phone) throw badUserInput('value', messageKeys.invalidPhone, 'Invalid phone number');
    return phone;
  }
  return value;
}

async function limitChecks(deps: ChannelDeps, rule: RateLimitRule, companyId: string, field: string) {
  if (!deps.rateLimiter) return;
  const outcome = await deps.rateLimiter.hit(rule, companyId);
  if (!outcome.allowed)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many channel checks; try again later', {
      field,
      messageKey: channelMessageKeys.tooManyChecks,
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
    });
}

/**
 * An SMTP channel is only added once its mail server accepts the credentials: the account's host and,
 * when given, the separate outgoing transport. A failure names the field to fix.
 */
async function checkSmtp(
  deps: ChannelDeps,
  companyId: string,
  config: StoredChannelConfig,
  secrets: ChannelSecretValues,
): Promise<{ uidValidity: string; uidNext: number } | null> {
  if (!config.host) throw badUserInput('host', required, 'host is required');
  if (!config.port) throw badUserInput('port', required, 'port is required');
  if (!config.name) throw badUserInput('name', required, 'The user name is required');
  if (!secrets.password) throw badUserInput('password', required, 'The password is required');
  const verify =
    deps.verifySmtp ??
    ((endpoint: SmtpEndpoint) =>
      verifySmtp(endpoint, undefined, { allowLoopback: deps.config.smtpAllowLoopback ?? false }));
  await limitChecks(deps, smtpChecksPerCompany, companyId, 'host');
  const endpoints = [
    { field: 'host', host: config.host, port: config.port, secure: config.secure ?? false },
    ...(config.host_transport
      ? [
          {
            field: 'host_transport',
            host: config.host_transport,
            port: config.port_transport ?? config.port,
            secure: config.secure_transport ?? false,
          },
        ]
      : []),
  ];
  for (const endpoint of endpoints) {
    const credentials = { user: config.name, password: secrets.password };
    const standinPort = deps.config.inboundSmtp?.port;
    // A mail server under `.test` is the listener's stand-in outside production (as for sending).
    const check =
      isStandinMailHost(endpoint.host, deps.config) && standinPort
        ? await verifySmtp(
            { host: '127.0.0.1', port: standinPort, secure: false, ...credentials },
            undefined,
            { allowLoopback: true },
          )
        : await verify({ host: endpoint.host, port: endpoint.port, secure: endpoint.secure, ...credentials });
    if (!check.ok) {
      // Refused credentials are fixed in the password; anything else in the host the check reached.
      const field = check.messageKey === channelMessageKeys.smtpAuthFailed ? 'password' : endpoint.field;
      // A fixed sentence per kind: the peer's banner or refusal text is for the server's log only.
      console.warn(
        `[channels] SMTP check of ${endpoint.field} failed (${check.messageKey}): ${check.detail}`,
      );
      throw badUserInput(
        field,
        check.messageKey,
        smtpFailureMessages[check.messageKey] ?? 'SMTP check failed',
      );
    }
  }
  if (!config.imap_host) return null;
  // Incoming mail by IMAP: the same account signs in there and opens its INBOX.
  const imap = await verifyImap(deps.config, {
    host: config.imap_host,
    port: config.imap_port ?? IMAP_DEFAULT_PORT,
    secure: config.imap_secure ?? true,
    user: config.name,
    password: secrets.password,
  });
  if (!imap.ok) {
    console.warn(`[channels] IMAP check failed (${imap.messageKey}): ${imap.detail}`);
    throw badUserInput(
      imap.messageKey === channelMessageKeys.imapAuthFailed ? 'password' : 'imap_host',
      imap.messageKey,
      imap.messageKey === channelMessageKeys.imapAuthFailed
        ? 'The IMAP server refused the user name or password'
        : 'The IMAP server could not be reached',
    );
  }
  return { uidValidity: imap.uidValidity, uidNext: imap.uidNext };
}

const isMetaId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{1,32}$/.test(value);

const metaFailureMessages: Record<string, string> = {
  [channelMessageKeys.metaTokenRefused]: 'The Graph API refused the access token',
  [channelMessageKeys.metaPermissionMissing]: 'The access token lacks a permission the channel needs',
  [channelMessageKeys.whatsappNumberUnknown]: 'The Graph API knows no phone number with this id',
  [channelMessageKeys.whatsappNumberMismatch]: 'The phone number id belongs to another number',
  [channelMessageKeys.whatsappAccountMismatch]: 'The number is not in this WhatsApp business account',
  [channelMessageKeys.messengerPageUnknown]: 'The Graph API knows no page with this id for this token',
  [channelMessageKeys.metaUnreachable]: 'The Graph API could not be reached',
};

/**
 * A WhatsApp number or a Messenger page is checked against the Graph API (channels/metaSetup.ts):
 * its ids, token and verify token must be there, Meta must accept them; the answer is the channel's
 * status. A refusal names the field to fix; Meta's own words go to the server's log.
 */
async function checkMetaSetup(
  deps: ChannelDeps,
  companyId: string,
  setup: {
    type: 'WHATSAPP' | 'MESSENGER';
    value: string;
    clientId: string | null;
    config: StoredChannelConfig;
    accessToken: string | undefined;
  },
): Promise<{ status: ChannelStatusId; message: string | null }> {
  if (!isMetaId(setup.clientId))
    throw badUserInput('client_id', channelMessageKeys.invalidMetaId, 'The id is digits only');
  if (setup.type === 'WHATSAPP' && !isMetaId(setup.config.businessAccountId))
    throw badUserInput('businessAccountId', channelMessageKeys.invalidMetaId, 'The id is digits only');
  if (!setup.config.verifyToken || !isVerifyToken(setup.config.verifyToken))
    throw badUserInput('verifyToken', channelMessageKeys.invalidVerifyToken, 'Invalid verify token');
  if (!setup.accessToken) throw badUserInput('accessToken', required, 'The access token is required');
  await limitChecks(deps, metaChecksPerCompany, companyId, 'client_id');
  const checkDeps = { graphUrl: graphUrlOf(deps.config), fetch: deps.graphFetch ?? fetch };
  const check =
    setup.type === 'WHATSAPP'
      ? await checkWhatsAppNumber(checkDeps, {
          value: setup.value,
          phoneNumberId: setup.clientId,
          businessAccountId: setup.config.businessAccountId as string,
          accessToken: setup.accessToken,
        })
      : await checkMessengerPage(checkDeps, { pageId: setup.clientId, accessToken: setup.accessToken });
  if (!check.ok) {
    console.warn(`[channels] ${setup.type} check failed (${check.messageKey}): ${check.detail}`);
    throw badUserInput(
      check.field,
      check.messageKey,
      metaFailureMessages[check.messageKey] ?? 'Check failed',
    );
  }
  return { status: check.status, message: check.message };
}

export function listChannels({ db }: Pick<ChannelDeps, 'db'>, viewer: Viewer): Promise<ChannelRow[]> {
  return db
    .select()
    .from(channels)
    .where(eq(channels.companyId, viewer.companyId))
    .orderBy(asc(channels.createdAt));
}

export async function addChannel(
  deps: ChannelDeps,
  viewer: Viewer,
  input: AddChannelInput,
): Promise<ChannelRow> {
  assertAdmin(viewer);
  const kind = channelKinds[input.type];
  const company = await findCompany(deps.db, viewer.companyId);
  const brand = company ? await findBrandWithPreferences(deps.db, company.brandId) : null;
  if (channelTypeAvailability(input.type, brand?.preferences ?? []) !== 'available')
    throw badUserInput(
      'type',
      channelMessageKeys.typeDisabled,
      'This channel type is disabled for the brand',
    );
  if (input.client_type !== kind.clientType)
    throw badUserInput('client_type', general, `client_type ${input.client_type} does not fit ${input.type}`);
  const value = channelValue(input.type, input.value);
  if (input.teamId && !(await findCompanyTeam(deps.db, viewer.companyId, input.teamId)))
    throw badUserInput('teamId', general, 'Unknown team');
  const clientId = text('client_id', input.client_id);
  const config = input.config ? readableConfig(input.config) : null;
  const secrets = secretsOf(input.config);
  const mailbox =
    input.type === 'EMAIL' ? await checkSmtp(deps, viewer.companyId, config ?? {}, secrets) : null;
  // WhatsApp and Messenger: checked at Meta, the status its answer; their id is the number's or page's.
  const meta =
    input.type === 'WHATSAPP' || input.type === 'MESSENGER'
      ? await checkMetaSetup(deps, viewer.companyId, {
          type: input.type,
          value,
          clientId,
          config: config ?? {},
          accessToken: secrets.accessToken,
        })
      : null;
  const storedConfig: StoredChannelConfig = {
    ...config,
    ...(input.type === 'WHATSAPP' && clientId ? { phoneNumberId: clientId } : {}),
    ...(input.type === 'MESSENGER' && clientId ? { pageId: clientId } : {}),
  };

  const key = channelKey(deps.config.channelSecretKey);
  const row = await deps.db.transaction(async (tx) => {
    // Google reviews: the channel takes the Google sign-in behind the form (and its tokens), once.
    const link =
      input.type === 'GOOGLE_REVIEWS'
        ? await takeReviewLink(tx, deps.config, viewer.companyId, input.config?.reviewLinkId, clientId)
        : null;
    if (link) {
      storedConfig.googleAccount = link.accountName;
      Object.assign(secrets, link.secrets);
    }
    const [inserted] = await tx
      .insert(channels)
      .values({
        companyId: viewer.companyId,
        teamId: input.teamId ?? null,
        type: kind.family,
        channelType: input.type,
        value,
        clientType: kind.clientType,
        clientId,
        private: input.private ?? false,
        cloudApi: input.type === 'WHATSAPP',
        config: Object.keys(storedConfig).length > 0 ? storedConfig : null,
        // WhatsApp and Messenger as Meta answered; the others (Google reviews linked) are usable at once.
        status: meta?.status ?? 'LIVE',
        statusMessage: meta?.message ?? null,
        createdBy: viewer.user.id,
      })
      .returning();
    if (!inserted) throw new Error('Channel insert returned no row');
    if (Object.keys(secrets).length > 0) {
      await tx.insert(channelSecrets).values({
        channelId: inserted.id,
        companyId: viewer.companyId,
        ciphertext: encryptSecrets(key, inserted.id, secrets),
      });
    }
    return inserted;
  });
  if (row.channelType === 'WHATSAPP' && row.status === 'LIVE')
    await deps.jobs?.send('whatsapp-template-sync', { channelId: row.id });
  // A new review channel shows its location's reviews at once: read now, else by the job (retried).
  if (row.channelType === 'GOOGLE_REVIEWS') {
    const now =
      deps.notifier && deps.graphFetch
        ? await syncGoogleReviews(
            { db: deps.db, config: deps.config as Config, notifier: deps.notifier, fetch: deps.graphFetch },
            row.id,
          ).then(
            () => true,
            () => false,
          )
        : false;
    if (!now) await deps.jobs?.send('google-reviews-sync', { channelId: row.id });
  }
  if (mailbox) await startMailboxPolls({ db: deps.db, jobs: deps.jobs }, row.id, mailbox);
  await recordViewerAudit(deps, viewer, {
    action: 'CHANNEL_ADDED',
    target: { id: row.id, name: row.value },
    detail: { channelType: row.channelType },
  });
  return row;
}

export async function removeChannel(
  deps: Pick<ChannelDeps, 'db' | 'clientAddress'>,
  viewer: Viewer,
  id: string,
) {
  assertAdmin(viewer);
  const [row] = await deps.db
    .delete(channels)
    .where(and(eq(channels.id, id), eq(channels.companyId, viewer.companyId)))
    .returning({ id: channels.id, value: channels.value, channelType: channels.channelType });
  if (!row) throw notFound('Channel');
  await recordViewerAudit(deps, viewer, {
    action: 'CHANNEL_REMOVED',
    target: { id: row.id, name: row.value },
    detail: { channelType: row.channelType },
  });
  return row.id;
}

/** Statuses of the given channels in the caller's company; other ids are left out. */
export async function channelStatuses(
  deps: Pick<ChannelDeps, 'db'>,
  viewer: Viewer,
  ids: readonly string[],
): Promise<ChannelRow[]> {
  assertAdmin(viewer);
  assertIdCount(ids);
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.companyId, viewer.companyId), inArray(channels.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Reconnect of an unregistered (or still draft) WhatsApp number: its stored ids and token are checked
 * at the Graph API again and its status set from the answer. A refusal leaves it unregistered with
 * the reason as its status message and names the field to fix (the token, mostly, which is replaced
 * by adding the channel again); a number Meta still does not report connected keeps its status, with
 * Meta's word for it, and answers CHANNELS.WHATSAPP_NOT_CONNECTED.
 */
export async function reconnectChannel(deps: ChannelDeps, viewer: Viewer, id: string): Promise<ChannelRow> {
  assertAdmin(viewer);
  const [row] = await deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.id, id), eq(channels.companyId, viewer.companyId)))
    .limit(1);
  if (!row) throw notFound('Channel');
  if (row.channelType !== 'WHATSAPP' || (row.status !== 'UNREGISTERED' && row.status !== 'DRAFT'))
    throw badUserInput(
      'id',
      channelMessageKeys.reconnectNotPossible,
      'Only an unregistered WhatsApp number reconnects',
    );
  const phoneNumberId = row.config?.phoneNumberId ?? row.clientId;
  const accessToken = await channelAccessToken(deps.db, deps.config, row);
  if (!isMetaId(phoneNumberId) || !isMetaId(row.config?.businessAccountId) || !accessToken)
    throw badUserInput(
      'id',
      channelMessageKeys.setupIncomplete,
      'The channel has no Cloud API details to check: add it again with them',
    );
  const setStatus = async (status: ChannelStatusId, statusMessage: string | null) => {
    const [updated] = await deps.db
      .update(channels)
      .set({ status, statusMessage, updatedAt: new Date() })
      .where(and(eq(channels.id, id), eq(channels.companyId, viewer.companyId)))
      .returning();
    if (!updated) throw notFound('Channel');
    return updated;
  };
  await limitChecks(deps, metaChecksPerCompany, viewer.companyId, 'id');
  const check = await checkWhatsAppNumber(
    { graphUrl: graphUrlOf(deps.config), fetch: deps.graphFetch ?? fetch },
    {
      value: row.value,
      phoneNumberId,
      businessAccountId: row.config?.businessAccountId as string,
      accessToken,
    },
  );
  if (!check.ok) {
    console.warn(`[channels] WhatsApp re-check failed (${check.messageKey}): ${check.detail}`);
    await setStatus('UNREGISTERED', check.detail);
    throw badUserInput(
      check.field,
      check.messageKey,
      metaFailureMessages[check.messageKey] ?? 'Check failed',
    );
  }
  const updated = await setStatus(check.status, check.message);
  if (check.status === 'LIVE') await deps.jobs?.send('whatsapp-template-sync', { channelId: id });
  if (check.status !== 'LIVE')
    throw badUserInput('id', channelMessageKeys.whatsappNotConnected, check.message ?? 'Not connected yet');
  return updated;
}

// ---------------------------------------------------------------------------------------------
// Appointment widget

async function widgetRow(db: Db, companyId: string): Promise<AppointmentWidgetRow> {
  const [existing] = await db
    .select()
    .from(appointmentWidgets)
    .where(eq(appointmentWidgets.companyId, companyId))
    .limit(1);
  if (existing) return existing;
  // Two first reads at once both insert; the loser's insert is a no-op and it reads the winner's row.
  await db
    .insert(appointmentWidgets)
    .values({
      companyId,
      publicKey: randomBytes(18).toString('base64url'),
      ...defaultAppointmentWidgetSettings,
    })
    .onConflictDoNothing();
  const [created] = await db
    .select()
    .from(appointmentWidgets)
    .where(eq(appointmentWidgets.companyId, companyId))
    .limit(1);
  if (!created) throw new Error('Appointment widget row missing after insert');
  return created;
}

/** The widget books appointments: a company whose brand has none has no widget to read or set. */
async function assertWidgetAdmin(db: Db, viewer: Viewer) {
  assertAdmin(viewer);
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!brand?.featureAppointments) throw forbidden('Appointments are switched off for this brand');
}

export async function appointmentWidget(
  deps: Pick<ChannelDeps, 'db'>,
  viewer: Viewer,
): Promise<AppointmentWidgetRow> {
  await assertWidgetAdmin(deps.db, viewer);
  return widgetRow(deps.db, viewer.companyId);
}

export async function updateAppointmentWidget(
  deps: Pick<ChannelDeps, 'db'>,
  viewer: Viewer,
  settings: AppointmentWidgetSettings,
): Promise<AppointmentWidgetRow> {
  await assertWidgetAdmin(deps.db, viewer);
  if (settings.teamId && !(await findCompanyTeam(deps.db, viewer.companyId, settings.teamId)))
    throw badUserInput('teamId', general, 'Unknown team');
  await widgetRow(deps.db, viewer.companyId);
  const [row] = await deps.db
    .update(appointmentWidgets)
    .set({ ...settings, updatedBy: viewer.user.id, updatedAt: new Date() })
    .where(eq(appointmentWidgets.companyId, viewer.companyId))
    .returning();
  if (!row) throw notFound('Appointment widget');
  return row;
}

import { randomBytes } from 'node:crypto';
import { and, eq, gte, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import * as v from 'valibot';
import { requireAppointments } from '../appointments/service.ts';
import type { Viewer } from '../auth/viewer.ts';
import { channelKey, decryptSecrets, encryptSecrets } from '../channels/secrets.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  appointments,
  type CalendarConnectionRow,
  calendarConnections,
  calendarLinkStates,
} from '../db/tables.ts';
import { appError, forbidden, notFound } from '../errors.ts';
import { clientAuth, finishSignIn, refreshTokens, requestOptions, startSignIn } from '../oauth/client.ts';
import { logError } from '../security/safeLog.ts';
import {
  type CalendarProvider,
  calendarProvider,
  type ProviderName,
  readAccount,
  readEvents,
  redirectUriOf,
} from './providers.ts';

/** The calendar providers a user can link (startCalendarLink, completeCalendarLink). */
export const providerSchema = v.picklist(['OUTLOOK', 'GOOGLE']);

/** completeCalendarLink: the redirect's code and state, as the provider sent them back. */
export const completeLinkArgsSchema = v.object({
  provider: providerSchema,
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});
type CompleteLinkArgs = v.InferOutput<typeof completeLinkArgsSchema>;

/*
 * Calendar linking (spec 2: /outlook/oauth/redirect, /google/oauth/redirect, profile/connections): OAuth 2.0
 * authorization code with PKCE through oauth4webapi. State and verifier wait in the database (any
 * instance finishes what another started); tokens are stored encrypted (AES-256-GCM, the channel key).
 * A linked calendar's events become appointments of origin OUTLOOK or GOOGLE, read again on demand
 * and whenever the calendar is shown and its copy is older than five minutes.
 */

export type CalendarDeps = { db: Db; config: Config; fetch: typeof fetch };

const LINK_STATE_TTL_MS = 10 * 60_000;
export const SYNC_STALE_MS = 5 * 60_000;
const SYNC_BACK_DAYS = 7;
const SYNC_AHEAD_DAYS = 60;
export const calendarMessageKeys = { linkFailed: 'CALENDAR.LINK_FAILED' } as const;

async function requireProvider({ db, config }: CalendarDeps, viewer: Viewer, name: ProviderName) {
  await requireAppointments(db, viewer);
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!(name === 'OUTLOOK' ? brand?.featureOffice365 : brand?.featureGoogleCalendar))
    throw forbidden(
      `${name === 'OUTLOOK' ? 'Office 365' : 'Google Calendar'} is switched off for this brand`,
    );
  // Without a client id a provider is served by the stand-in, which production does not serve.
  if (calendarProvider(config, name).standin && config.environment === 'production')
    throw forbidden(`${name === 'OUTLOOK' ? 'Office 365' : 'Google Calendar'} is not set up on this server`);
}

export async function startCalendarLink(deps: CalendarDeps, viewer: Viewer, providerName: ProviderName) {
  await requireProvider(deps, viewer, providerName);
  const provider = calendarProvider(deps.config, providerName);
  const { state, codeVerifier, authorizationUrl } = await startSignIn(
    provider,
    redirectUriOf(deps.config, providerName),
  );
  await deps.db.delete(calendarLinkStates).where(lt(calendarLinkStates.expiresAt, new Date()));
  await deps.db.insert(calendarLinkStates).values({
    state,
    userId: viewer.user.id,
    provider: providerName,
    codeVerifier,
    expiresAt: new Date(Date.now() + LINK_STATE_TTL_MS),
  });
  return { authorizationUrl };
}

const linkFailed = (message: string) =>
  appError('BAD_USER_INPUT', message, { field: 'code', messageKey: calendarMessageKeys.linkFailed });

/** Exchanges the redirect's code (with the stored verifier), reads the account and its events. */
export async function completeCalendarLink(
  deps: CalendarDeps,
  viewer: Viewer,
  { provider: providerName, code, state }: CompleteLinkArgs,
): Promise<CalendarConnectionRow> {
  await requireProvider(deps, viewer, providerName);
  // One use: the state row is taken out before anything else happens.
  const [pending] = await deps.db
    .delete(calendarLinkStates)
    .where(and(eq(calendarLinkStates.state, state), eq(calendarLinkStates.userId, viewer.user.id)))
    .returning();
  if (!pending || pending.provider !== providerName || pending.expiresAt.getTime() < Date.now())
    throw linkFailed('Unknown or expired link');
  const provider = calendarProvider(deps.config, providerName);
  let tokens: oauth.TokenEndpointResponse;
  let account: Awaited<ReturnType<typeof readAccount>>;
  try {
    tokens = await finishSignIn(
      provider,
      {
        code,
        state,
        redirectUri: redirectUriOf(deps.config, providerName),
        codeVerifier: pending.codeVerifier,
      },
      deps.fetch,
    );
    account = await readAccount(provider, deps.fetch, tokens.access_token);
  } catch (error) {
    console.warn(
      `[calendar] linking ${providerName} failed:`,
      error instanceof Error ? error.message : error,
    );
    throw linkFailed('The provider refused the link');
  }
  const id = crypto.randomUUID();
  const secrets = (connectionId: string) =>
    encryptSecrets(channelKey(deps.config.channelSecretKey), connectionId, {
      accessToken: tokens.access_token,
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    });
  const expiresAt = tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null;
  // Linking the same account again replaces the old link and its events.
  await deps.db
    .delete(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, viewer.user.id),
        eq(calendarConnections.provider, providerName),
        eq(calendarConnections.accountEmail, account.email),
      ),
    );
  const [row] = await deps.db
    .insert(calendarConnections)
    .values({
      id,
      userId: viewer.user.id,
      companyId: viewer.companyId,
      provider: providerName,
      accountEmail: account.email,
      accountName: account.name,
      secrets: secrets(id),
      tokenExpiresAt: expiresAt,
    })
    .returning();
  if (!row) throw new Error('Connection insert returned nothing');
  return syncConnection(deps, row);
}

/** A valid access token: refreshed through the token endpoint when it has (nearly) expired. */
async function accessTokenOf(deps: CalendarDeps, row: CalendarConnectionRow, provider: CalendarProvider) {
  const key = channelKey(deps.config.channelSecretKey);
  const secrets = decryptSecrets(key, row.id, row.secrets);
  if (!secrets.accessToken) throw new Error('No access token');
  if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() > Date.now() + 60_000) return secrets.accessToken;
  if (!secrets.refreshToken) throw new Error('The access token expired and there is no refresh token');
  const tokens = await refreshTokens(provider, secrets.refreshToken, deps.fetch);
  await deps.db
    .update(calendarConnections)
    .set({
      secrets: encryptSecrets(key, row.id, {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? secrets.refreshToken,
      }),
      tokenExpiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
    })
    .where(eq(calendarConnections.id, row.id));
  return tokens.access_token;
}

/**
 * Reads the calendar's events of the window and makes the user's copy equal to it: new and changed
 * events are written, events gone from the calendar are removed. A failure marks the link ERROR.
 */
export async function syncConnection(
  deps: CalendarDeps,
  row: CalendarConnectionRow,
): Promise<CalendarConnectionRow> {
  const provider = calendarProvider(deps.config, row.provider as ProviderName);
  const from = new Date(Date.now() - SYNC_BACK_DAYS * 86_400_000);
  const to = new Date(Date.now() + SYNC_AHEAD_DAYS * 86_400_000);
  try {
    const token = await accessTokenOf(deps, row, provider);
    const events = await readEvents(provider, deps.fetch, token, from, to);
    await deps.db.transaction(async (tx) => {
      const ids = events.map((event) => event.externalId);
      await tx
        .delete(appointments)
        .where(
          and(
            eq(appointments.connectionId, row.id),
            lt(appointments.startAt, to),
            gte(appointments.endAt, from),
            ...(ids.length ? [notInArray(appointments.externalId, ids)] : []),
          ),
        );
      for (const event of events) {
        const values = {
          name: event.subject,
          startAt: event.start,
          endAt: event.end,
          allDay: event.allDay,
          description: event.description,
          webLink: event.webLink,
        };
        await tx
          .insert(appointments)
          .values({
            ...values,
            companyId: row.companyId,
            userId: row.userId,
            connectionId: row.id,
            externalId: event.externalId,
            originType: row.provider,
            state: 'accepted',
          })
          .onConflictDoUpdate({ target: [appointments.connectionId, appointments.externalId], set: values });
      }
    });
    const [updated] = await deps.db
      .update(calendarConnections)
      .set({ lastSyncAt: new Date(), status: 'ACTIVE' })
      .where(eq(calendarConnections.id, row.id))
      .returning();
    return updated ?? row;
  } catch (error) {
    console.warn(`[calendar] sync of ${row.id} failed:`, error instanceof Error ? error.message : error);
    const [updated] = await deps.db
      .update(calendarConnections)
      .set({ status: 'ERROR' })
      .where(eq(calendarConnections.id, row.id))
      .returning();
    return updated ?? row;
  }
}

/** Before a calendar is shown: its links not read for five minutes are read again. */
export async function syncStaleConnections(deps: CalendarDeps, viewer: Viewer) {
  const stale = await deps.db
    .select()
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, viewer.user.id),
        or(
          isNull(calendarConnections.lastSyncAt),
          lte(calendarConnections.lastSyncAt, new Date(Date.now() - SYNC_STALE_MS)),
        ),
      ),
    )
    .limit(10);
  await Promise.all(stale.map((row) => syncConnection(deps, row)));
}

export async function listConnections(db: Db, viewer: Viewer) {
  await requireAppointments(db, viewer);
  return db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, viewer.user.id))
    .orderBy(calendarConnections.connectedAt)
    .limit(20);
}

export async function findConnection(db: Db, viewer: Viewer, id: string) {
  await requireAppointments(db, viewer);
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.id, id), eq(calendarConnections.userId, viewer.user.id)))
    .limit(1);
  if (!row) throw notFound('Calendar connection');
  return row;
}

export async function syncCalendarConnection(deps: CalendarDeps, viewer: Viewer, id: string) {
  return syncConnection(deps, await findConnection(deps.db, viewer, id));
}

/**
 * disconnectCalendar: the provider revokes the link's tokens where it can (Google, RFC 7009: the
 * refresh token, which ends the grant), then the link, its stored tokens and its events are deleted.
 * A provider that does not answer does not keep the link: the revocation is tried once and logged.
 */
export async function disconnectCalendar(deps: CalendarDeps, viewer: Viewer, id: string) {
  const row = await findConnection(deps.db, viewer, id);
  await revokeTokens(deps, row);
  // The events go with the link (cascade).
  await deps.db.delete(calendarConnections).where(eq(calendarConnections.id, row.id));
  return row.id;
}

async function revokeTokens(deps: CalendarDeps, row: CalendarConnectionRow) {
  const provider = calendarProvider(deps.config, row.provider as ProviderName);
  if (!provider.as.revocation_endpoint) return;
  try {
    const secrets = decryptSecrets(channelKey(deps.config.channelSecretKey), row.id, row.secrets);
    const token = secrets.refreshToken ?? secrets.accessToken;
    if (!token) return;
    const response = await oauth.revocationRequest(
      provider.as,
      provider.client,
      clientAuth(provider),
      token,
      requestOptions(provider, deps.fetch),
    );
    await oauth.processRevocationResponse(response);
  } catch (error) {
    logError(`[calendar] revoking the tokens of ${row.id} failed:`, error);
  }
}

export const newSecretToken = () => randomBytes(32).toString('base64url');

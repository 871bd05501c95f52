import type * as oauth from 'oauth4webapi';
import { type Config, publicOrigin } from '../config.ts';

/*
 * The two calendar providers (spec 2: Outlook and Google calendar linking). With a client id configured
 * the server talks to Microsoft identity + Graph or Google + the Calendar API; without one, to the
 * loopback stand-in (src/calendar/standin.ts), which speaks the same protocol and the same API shapes.
 */

export type ProviderName = 'OUTLOOK' | 'GOOGLE';
export const providerPath: Record<ProviderName, 'outlook' | 'google'> = {
  OUTLOOK: 'outlook',
  GOOGLE: 'google',
};

export const STANDIN_CLIENT_ID = 'parley-standin';

export type CalendarProvider = {
  name: ProviderName;
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  clientSecret: string | undefined;
  scope: string;
  /** Extra authorization parameters (Google needs offline access for a refresh token). */
  authorizationParams: Record<string, string>;
  /** Graph v1.0 (Outlook) or the Google API host. */
  apiBase: string;
  /** True for the loopback stand-in: plain http to itself. */
  standin: boolean;
};

/** Where the provider sends the browser back: the app's return page (spec 2). */
export const redirectUriOf = (config: Pick<Config, 'publicUrl' | 'port'>, name: ProviderName) =>
  `${publicOrigin(config)}/app/${providerPath[name]}/oauth/redirect`;

export const standinIssuer = (config: Pick<Config, 'publicUrl' | 'port'>, name: ProviderName) =>
  `${publicOrigin(config)}/oauth-standin/${providerPath[name]}`;

export const standinApiBase = (config: Pick<Config, 'publicUrl' | 'port'>, name: ProviderName) =>
  `${publicOrigin(config)}/calendar-standin/${providerPath[name]}`;

export function calendarProvider(config: Config, name: ProviderName): CalendarProvider {
  if (name === 'OUTLOOK') {
    const real = config.calendar?.outlook;
    if (real) {
      const base = `https://login.microsoftonline.com/${encodeURIComponent(real.tenant)}/oauth2/v2.0`;
      return {
        name,
        // The Microsoft identity platform has no token revocation endpoint: a disconnect deletes the
        // stored tokens; the refresh token lapses unused (90 days), or the user removes the app's
        // access in their Microsoft account.
        as: {
          issuer: `https://login.microsoftonline.com/${encodeURIComponent(real.tenant)}/v2.0`,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
        },
        client: { client_id: real.clientId },
        clientSecret: real.clientSecret,
        scope: 'offline_access User.Read Calendars.Read',
        authorizationParams: {},
        apiBase: 'https://graph.microsoft.com/v1.0',
        standin: false,
      };
    }
  } else {
    const real = config.calendar?.google;
    if (real) {
      return {
        name,
        as: {
          issuer: 'https://accounts.google.com',
          authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
          token_endpoint: 'https://oauth2.googleapis.com/token',
          // RFC 7009: revoking the refresh token ends the whole grant (disconnect).
          revocation_endpoint: 'https://oauth2.googleapis.com/revoke',
        },
        client: { client_id: real.clientId },
        clientSecret: real.clientSecret,
        scope:
          'https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/userinfo.email',
        authorizationParams: { access_type: 'offline', prompt: 'consent' },
        apiBase: 'https://www.googleapis.com',
        standin: false,
      };
    }
  }
  const issuer = standinIssuer(config, name);
  return {
    name,
    // Like the real ones: Google's stand-in revokes tokens (RFC 7009), Outlook's has no endpoint for it.
    as: {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      ...(name === 'GOOGLE' ? { revocation_endpoint: `${issuer}/revoke` } : {}),
    },
    client: { client_id: STANDIN_CLIENT_ID },
    clientSecret: undefined,
    scope:
      name === 'OUTLOOK' ? 'offline_access User.Read Calendars.Read' : 'calendar.readonly userinfo.email',
    authorizationParams: name === 'GOOGLE' ? { access_type: 'offline' } : {},
    apiBase: name === 'OUTLOOK' ? `${standinApiBase(config, name)}/v1.0` : standinApiBase(config, name),
    standin: true,
  };
}

/** An event as both APIs describe it, in one shape. */
export type ProviderEvent = {
  externalId: string;
  subject: string;
  description: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  webLink: string | null;
};

export type ProviderAccount = { email: string; name: string | null };

type Fetch = typeof fetch;

async function getJson(
  fetchImpl: Fetch,
  url: string,
  accessToken: string,
  headers: Record<string, string> = {},
) {
  const response = await fetchImpl(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const MAX_EVENTS = 250;

export async function readAccount(
  provider: CalendarProvider,
  fetchImpl: Fetch,
  token: string,
): Promise<ProviderAccount> {
  if (provider.name === 'OUTLOOK') {
    const me = await getJson(fetchImpl, `${provider.apiBase}/me`, token);
    const email = str(me.mail) ?? str(me.userPrincipalName);
    if (!email) throw new Error('The account has no address');
    return { email: email.slice(0, 320), name: str(me.displayName)?.slice(0, 200) ?? null };
  }
  const me = await getJson(fetchImpl, `${provider.apiBase}/oauth2/v3/userinfo`, token);
  const email = str(me.email);
  if (!email) throw new Error('The account has no address');
  return { email: email.slice(0, 320), name: str(me.name)?.slice(0, 200) ?? null };
}

/** Graph's dateTime has no offset: with `Prefer: outlook.timezone="UTC"` it is UTC. */
const graphTime = (value: unknown) => {
  const dateTime = str((value as { dateTime?: unknown } | null)?.dateTime);
  if (!dateTime) return null;
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(dateTime) ? dateTime : `${dateTime}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Google: `dateTime` with offset, or `date` (all-day, taken as UTC midnight). */
const googleTime = (value: unknown) => {
  const v = value as { dateTime?: unknown; date?: unknown } | null;
  const text = str(v?.dateTime) ?? (str(v?.date) ? `${str(v?.date)}T00:00:00Z` : null);
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

export async function readEvents(
  provider: CalendarProvider,
  fetchImpl: Fetch,
  token: string,
  from: Date,
  to: Date,
): Promise<ProviderEvent[]> {
  const events: ProviderEvent[] = [];
  if (provider.name === 'OUTLOOK') {
    const url = new URL(`${provider.apiBase}/me/calendarView`);
    url.searchParams.set('startDateTime', from.toISOString());
    url.searchParams.set('endDateTime', to.toISOString());
    url.searchParams.set('$top', String(MAX_EVENTS));
    const body = await getJson(fetchImpl, url.toString(), token, { prefer: 'outlook.timezone="UTC"' });
    for (const item of Array.isArray(body.value) ? body.value.slice(0, MAX_EVENTS) : []) {
      const start = graphTime(item?.start);
      const end = graphTime(item?.end);
      const id = str(item?.id);
      if (!id || !start || !end || item?.isCancelled === true) continue;
      events.push({
        externalId: id.slice(0, 400),
        subject: (str(item.subject) ?? '').slice(0, 200),
        description: str(item.bodyPreview)?.slice(0, 2000) ?? null,
        start,
        end,
        allDay: item.isAllDay === true,
        webLink: safeLink(str(item.webLink)),
      });
    }
    return events;
  }
  const url = new URL(`${provider.apiBase}/calendar/v3/calendars/primary/events`);
  url.searchParams.set('timeMin', from.toISOString());
  url.searchParams.set('timeMax', to.toISOString());
  url.searchParams.set('singleEvents', 'true');
  url.searchParams.set('maxResults', String(MAX_EVENTS));
  const body = await getJson(fetchImpl, url.toString(), token);
  for (const item of Array.isArray(body.items) ? body.items.slice(0, MAX_EVENTS) : []) {
    const start = googleTime(item?.start);
    const end = googleTime(item?.end);
    const id = str(item?.id);
    if (!id || !start || !end || item?.status === 'cancelled') continue;
    events.push({
      externalId: id.slice(0, 400),
      subject: (str(item.summary) ?? '').slice(0, 200),
      description: str(item.description)?.slice(0, 2000) ?? null,
      start,
      end,
      allDay: Boolean(str(item?.start?.date)),
      webLink: safeLink(str(item.htmlLink)),
    });
  }
  return events;
}

/** Only http(s) links reach the page (a javascript: link from a calendar must not). */
function safeLink(value: string | null): string | null {
  if (!value || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

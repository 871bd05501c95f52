import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { calendarStandinEvents, oauthStandinCodes, oauthStandinTokens } from '../db/tables.ts';
import { reviewsRedirectUriOf, STANDIN_BUSINESS_SCOPE } from '../reviews/google.ts';
import { isLocalRequest } from '../security/clientAddress.ts';
import {
  type ProviderName,
  providerPath,
  redirectUriOf,
  STANDIN_CLIENT_ID,
  standinApiBase,
} from './providers.ts';

/*
 * The embedded default for calendar linking: a loopback OAuth 2.0 authorization server (authorization
 * code + PKCE S256, refresh tokens) and a calendar API stand-in in the shapes of Microsoft Graph
 * (/me, /me/calendarView) and Google (userinfo, calendar v3 events), for each provider that has no
 * client id configured. The consent page answers only on the local machine; codes, tokens and events
 * live in the database so any instance answers. A new account gets three events in the coming days.
 */

const CODE_TTL_MS = 5 * 60_000;
const ACCESS_TTL_S = 3600;
const MAX_FIELD = 320;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const token = () => randomBytes(32).toString('base64url');

const providers: Record<string, ProviderName> = { outlook: 'OUTLOOK', google: 'GOOGLE' };

export function standinProviders(config: Config): ProviderName[] {
  // A development aid: production serves no stand-in (an unconfigured provider cannot be linked there).
  if (config.environment === 'production') return [];
  return (['OUTLOOK', 'GOOGLE'] as const).filter((name) =>
    name === 'OUTLOOK' ? !config.calendar?.outlook : !config.calendar?.google,
  );
}

/** Three events of a new stand-in account: tomorrow 14:00, the day after 12:00 (Berlin), an all-day one. */
async function seedEvents(db: Db, provider: ProviderName, email: string, now = new Date()) {
  const [existing] = await db
    .select({ id: calendarStandinEvents.id })
    .from(calendarStandinEvents)
    .where(and(eq(calendarStandinEvents.provider, provider), eq(calendarStandinEvents.accountEmail, email)))
    .limit(1);
  if (existing) return;
  const berlin = (days: number, hour: number) => {
    const day = new Date(now.getTime() + days * 86_400_000);
    const ymd = day.toISOString().slice(0, 10);
    // Europe/Berlin is UTC+1 or +2: pick the offset the day really has.
    const probe = new Date(`${ymd}T12:00:00Z`);
    const berlinHour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Berlin',
      }).format(probe),
    );
    return new Date(`${ymd}T${String(hour - (berlinHour - 12)).padStart(2, '0')}:00:00Z`);
  };
  const allDay = new Date(`${new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
  await db.insert(calendarStandinEvents).values([
    {
      provider,
      accountEmail: email,
      subject: 'Quarterly review with the bank',
      body: 'Bring the figures of the last quarter.',
      startAt: berlin(1, 14),
      endAt: berlin(1, 15),
    },
    {
      provider,
      accountEmail: email,
      subject: 'Team lunch',
      body: null,
      startAt: berlin(2, 12),
      endAt: berlin(2, 13),
    },
    {
      provider,
      accountEmail: email,
      subject: 'Trade fair',
      body: 'All day at the fair grounds.',
      startAt: allDay,
      endAt: new Date(allDay.getTime() + 86_400_000),
      allDay: true,
    },
  ]);
}

const consentPage = (params: {
  provider: string;
  email: string;
  hidden: Record<string, string>;
  error?: string;
}) => {
  // What the client asks for, in words: the Business Profile (review channels) or the calendar.
  const asks = params.hidden.scope?.split(' ').includes(STANDIN_BUSINESS_SCOPE)
    ? 'Parley asks to read and answer the reviews of your business locations.'
    : 'Parley asks to read your calendar.';
  return html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>Sign in to ${params.provider} (Parley stand-in)</title>
      <style>
        body { font: 16px/1.5 system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; background: #f4f5f7; color: #1d1f23; }
        main { background: #fff; padding: 2rem; border-radius: 12px; max-width: 26rem; box-shadow: 0 2px 12px #0002; }
        label { display: block; font-weight: 600; margin-top: 1rem; }
        input { width: 100%; box-sizing: border-box; font: inherit; padding: .5rem; margin-top: .25rem; border: 1px solid #767b85; border-radius: 6px; }
        .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
        button { font: inherit; padding: .5rem 1rem; border-radius: 6px; border: 1px solid #1b5e9b; cursor: pointer; }
        button[value=allow] { background: #1b5e9b; color: #fff; }
        button[value=deny] { background: #fff; color: #1b5e9b; }
        :focus-visible { outline: 3px solid #1b5e9b; outline-offset: 2px; }
        p.note { color: #4a4f57; font-size: .875rem; }
        p.error { color: #a1221b; }
      </style>
    </head>
    <body>
      <main>
        <h1>Sign in to ${params.provider}</h1>
        <p class="note">
          This is Parley's stand-in for ${params.provider}: it speaks the same OAuth 2.0 protocol (authorization
          code with PKCE) on this machine. Configure a client id to link real accounts.
        </p>
        <form method="post">
          ${Object.entries(params.hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
          <label for="email">Account</label>
          <input id="email" name="email" type="email" required maxlength="320" value="${params.email}" autocomplete="email" />
          ${params.error ? html`<p class="error" role="alert">${params.error}</p>` : ''}
          <p>${asks}</p>
          <div class="actions">
            <button type="submit" name="decision" value="allow">Allow</button>
            <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
          </div>
        </form>
      </main>
    </body>
  </html>`;
};

const authorizeKeys = [
  'client_id',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'scope',
] as const;

function checkAuthorize(config: Config, provider: ProviderName, params: Record<string, string | undefined>) {
  if (params.client_id !== STANDIN_CLIENT_ID) return 'unknown client_id';
  // Registered like a real client's: the calendar's return page, and for Google the review channel's.
  const registered = [
    redirectUriOf(config, provider),
    ...(provider === 'GOOGLE' ? [reviewsRedirectUriOf(config)] : []),
  ];
  if (!registered.includes(params.redirect_uri ?? '')) return 'redirect_uri is not registered';
  if (params.response_type !== 'code') return 'response_type must be code';
  if (params.code_challenge_method !== 'S256') return 'code_challenge_method must be S256';
  if (!params.code_challenge || !/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge))
    return 'invalid code_challenge';
  if (!params.state || params.state.length > 256) return 'invalid state';
  return null;
}

const oauthError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
  c.json({ error, error_description: description }, status, { 'cache-control': 'no-store' });

export function registerCalendarStandin(app: Hono, deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const enabled = new Set(standinProviders(config));
  if (enabled.size === 0) return;
  const providerOf = (c: Context): ProviderName | null => {
    const name = providers[c.req.param('provider') ?? ''];
    return name && enabled.has(name) ? name : null;
  };

  app.get('/oauth-standin/:provider/authorize', (c) => {
    const provider = providerOf(c);
    if (!provider) return c.text('Not found', 404);
    if (!isLocalRequest(c, config)) return c.text('The stand-in answers only on the local machine', 403);
    const params = Object.fromEntries(authorizeKeys.map((key) => [key, c.req.query(key)?.slice(0, 512)]));
    const problem = checkAuthorize(config, provider, params);
    if (problem) return c.text(`Invalid authorization request: ${problem}`, 400);
    const hidden = Object.fromEntries(
      Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
    );
    const label = provider === 'OUTLOOK' ? 'Outlook' : 'Google';
    return c.html(
      consentPage({
        provider: label,
        email: params.scope?.split(' ').includes(STANDIN_BUSINESS_SCOPE)
          ? 'reviews.demo@google.test'
          : `calendar.demo@${providerPath[provider]}.test`,
        hidden,
      }),
      200,
      {
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      },
    );
  });

  app.post('/oauth-standin/:provider/authorize', async (c) => {
    const provider = providerOf(c);
    if (!provider) return c.text('Not found', 404);
    if (!isLocalRequest(c, config)) return c.text('The stand-in answers only on the local machine', 403);
    const form = await c.req.parseBody();
    const field = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string).slice(0, MAX_FIELD) : undefined;
    const params = Object.fromEntries(authorizeKeys.map((key) => [key, field(key)]));
    const problem = checkAuthorize(config, provider, params);
    if (problem) return c.text(`Invalid authorization request: ${problem}`, 400);
    const back = new URL(params.redirect_uri as string);
    back.searchParams.set('state', params.state as string);
    if (field('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 302);
    }
    const email = (field('email') ?? '').trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      const hidden = Object.fromEntries(
        Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
      );
      return c.html(
        consentPage({
          provider: provider === 'OUTLOOK' ? 'Outlook' : 'Google',
          email,
          hidden,
          error: 'Enter an email address.',
        }),
        400,
      );
    }
    const code = token();
    await db.delete(oauthStandinCodes).where(lt(oauthStandinCodes.expiresAt, new Date()));
    await db.insert(oauthStandinCodes).values({
      code,
      provider,
      clientId: STANDIN_CLIENT_ID,
      redirectUri: params.redirect_uri as string,
      codeChallenge: params.code_challenge as string,
      accountEmail: email,
      accountName: email.split('@')[0]?.replace(/[._-]+/g, ' ') ?? null,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    // A calendar sign-in finds three events waiting; a Business Profile one its locations' reviews.
    if (!params.scope?.split(' ').includes(STANDIN_BUSINESS_SCOPE)) await seedEvents(db, provider, email);
    back.searchParams.set('code', code);
    return c.redirect(back.toString(), 302);
  });

  app.post('/oauth-standin/:provider/token', async (c) => {
    const provider = providerOf(c);
    if (!provider) return c.text('Not found', 404);
    const form = await c.req.parseBody();
    const field = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string).slice(0, 2048) : '';
    if (field('client_id') !== STANDIN_CLIENT_ID)
      return oauthError(c, 'invalid_client', 'unknown client', 401);
    let account: { email: string; name: string | null };
    if (field('grant_type') === 'authorization_code') {
      const [row] = await db
        .delete(oauthStandinCodes)
        .where(eq(oauthStandinCodes.code, field('code')))
        .returning();
      if (!row || row.provider !== provider || row.expiresAt.getTime() < Date.now())
        return oauthError(c, 'invalid_grant', 'unknown, used or expired code');
      if (row.redirectUri !== field('redirect_uri'))
        return oauthError(c, 'invalid_grant', 'redirect_uri differs');
      if (s256(field('code_verifier')) !== row.codeChallenge)
        return oauthError(c, 'invalid_grant', 'PKCE verification failed');
      account = { email: row.accountEmail, name: row.accountName };
    } else if (field('grant_type') === 'refresh_token') {
      const [row] = await db
        .select()
        .from(oauthStandinTokens)
        .where(
          and(eq(oauthStandinTokens.token, field('refresh_token')), eq(oauthStandinTokens.kind, 'refresh')),
        )
        .limit(1);
      if (!row || row.provider !== provider) return oauthError(c, 'invalid_grant', 'unknown refresh token');
      account = { email: row.accountEmail, name: row.accountName };
    } else {
      return oauthError(c, 'unsupported_grant_type', 'authorization_code or refresh_token');
    }
    const access = token();
    const refresh = token();
    await db.delete(oauthStandinTokens).where(lt(oauthStandinTokens.expiresAt, new Date()));
    await db.insert(oauthStandinTokens).values([
      {
        token: access,
        kind: 'access',
        provider,
        accountEmail: account.email,
        accountName: account.name,
        expiresAt: new Date(Date.now() + ACCESS_TTL_S * 1000),
      },
      { token: refresh, kind: 'refresh', provider, accountEmail: account.email, accountName: account.name },
    ]);
    return c.json(
      {
        access_token: access,
        token_type: 'Bearer',
        expires_in: ACCESS_TTL_S,
        refresh_token: refresh,
        scope: field('scope') || undefined,
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });

  // RFC 7009 token revocation, as Google offers it (Microsoft has none, and neither has its stand-in):
  // a refresh token ends the grant, so the account's access tokens go with it. 200 also for a token
  // it does not know, as the RFC asks.
  app.post('/oauth-standin/:provider/revoke', async (c) => {
    const provider = providerOf(c);
    if (provider !== 'GOOGLE') return c.text('Not found', 404);
    const form = await c.req.parseBody();
    const value = typeof form.token === 'string' ? form.token.slice(0, 2048) : '';
    if (form.client_id !== STANDIN_CLIENT_ID) return oauthError(c, 'invalid_client', 'unknown client', 401);
    const [row] = await db
      .delete(oauthStandinTokens)
      .where(and(eq(oauthStandinTokens.token, value), eq(oauthStandinTokens.provider, provider)))
      .returning();
    if (row?.kind === 'refresh')
      await db
        .delete(oauthStandinTokens)
        .where(
          and(
            eq(oauthStandinTokens.provider, provider),
            eq(oauthStandinTokens.accountEmail, row.accountEmail),
            eq(oauthStandinTokens.kind, 'access'),
          ),
        );
    return c.body(null, 200);
  });

  /** The account a bearer token stands for, or null. */
  const accountOf = async (c: Context, provider: ProviderName) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})$/)?.[1];
    if (!bearer) return null;
    const [row] = await db
      .select()
      .from(oauthStandinTokens)
      .where(
        and(
          eq(oauthStandinTokens.token, bearer),
          eq(oauthStandinTokens.kind, 'access'),
          eq(oauthStandinTokens.provider, provider),
          gt(oauthStandinTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row ?? null;
  };

  const eventsOf = (provider: ProviderName, email: string, from: Date, to: Date) =>
    db
      .select()
      .from(calendarStandinEvents)
      .where(
        and(
          eq(calendarStandinEvents.provider, provider),
          eq(calendarStandinEvents.accountEmail, email),
          lt(calendarStandinEvents.startAt, to),
          gt(calendarStandinEvents.endAt, from),
        ),
      )
      .limit(250);

  const range = (c: Context, fromKey: string, toKey: string) => {
    const from = new Date(c.req.query(fromKey) ?? '');
    const to = new Date(c.req.query(toKey) ?? '');
    return Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) ? null : { from, to };
  };
  const unauthorized = (c: Context) =>
    c.json({ error: { code: 'InvalidAuthenticationToken', message: 'Access token is invalid' } }, 401);
  const webLink = (provider: ProviderName, id: string) =>
    `${standinApiBase(config, provider)}/event/${encodeURIComponent(id)}`;

  // Microsoft Graph shapes.
  app.get('/calendar-standin/outlook/v1.0/me', async (c) => {
    if (!enabled.has('OUTLOOK')) return c.text('Not found', 404);
    const account = await accountOf(c, 'OUTLOOK');
    if (!account) return unauthorized(c);
    return c.json({
      mail: account.accountEmail,
      userPrincipalName: account.accountEmail,
      displayName: account.accountName,
    });
  });
  app.get('/calendar-standin/outlook/v1.0/me/calendarView', async (c) => {
    if (!enabled.has('OUTLOOK')) return c.text('Not found', 404);
    const account = await accountOf(c, 'OUTLOOK');
    if (!account) return unauthorized(c);
    const window = range(c, 'startDateTime', 'endDateTime');
    if (!window)
      return c.json(
        { error: { code: 'ErrorInvalidParameter', message: 'startDateTime and endDateTime' } },
        400,
      );
    const rows = await eventsOf('OUTLOOK', account.accountEmail, window.from, window.to);
    const utc = (date: Date) => ({ dateTime: date.toISOString().replace('Z', '0000'), timeZone: 'UTC' });
    return c.json({
      value: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        bodyPreview: row.body ?? '',
        start: utc(row.startAt),
        end: utc(row.endAt),
        isAllDay: row.allDay,
        isCancelled: false,
        webLink: webLink('OUTLOOK', row.id),
      })),
    });
  });

  // Google shapes.
  app.get('/calendar-standin/google/oauth2/v3/userinfo', async (c) => {
    if (!enabled.has('GOOGLE')) return c.text('Not found', 404);
    const account = await accountOf(c, 'GOOGLE');
    if (!account) return unauthorized(c);
    return c.json({ email: account.accountEmail, name: account.accountName, email_verified: true });
  });
  app.get('/calendar-standin/google/calendar/v3/calendars/primary/events', async (c) => {
    if (!enabled.has('GOOGLE')) return c.text('Not found', 404);
    const account = await accountOf(c, 'GOOGLE');
    if (!account) return unauthorized(c);
    const window = range(c, 'timeMin', 'timeMax');
    if (!window) return c.json({ error: { code: 400, message: 'timeMin and timeMax' } }, 400);
    const rows = await eventsOf('GOOGLE', account.accountEmail, window.from, window.to);
    return c.json({
      items: rows.map((row) => ({
        id: row.id,
        status: 'confirmed',
        summary: row.subject,
        description: row.body ?? undefined,
        start: row.allDay
          ? { date: row.startAt.toISOString().slice(0, 10) }
          : { dateTime: row.startAt.toISOString() },
        end: row.allDay
          ? { date: row.endAt.toISOString().slice(0, 10) }
          : { dateTime: row.endAt.toISOString() },
        htmlLink: webLink('GOOGLE', row.id),
      })),
    });
  });

  // The event's "web link": a plain page, as the providers' links open the event.
  app.get('/calendar-standin/:provider/event/:id', async (c) => {
    const provider = providerOf(c);
    if (!provider) return c.text('Not found', 404);
    if (!isLocalRequest(c, config)) return c.text('The stand-in answers only on the local machine', 403);
    const [row] = await db
      .select()
      .from(calendarStandinEvents)
      .where(eq(calendarStandinEvents.id, c.req.param('id')))
      .limit(1);
    if (!row || row.provider !== provider) return c.text('Not found', 404);
    return c.html(
      html`<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>${row.subject}</title></head><body><main><h1>${row.subject}</h1><p>${row.startAt.toISOString()} – ${row.endAt.toISOString()}</p><p>${row.body ?? ''}</p></main></body></html>`,
    );
  });
}

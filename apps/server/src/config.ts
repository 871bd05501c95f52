import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Environment = 'development' | 'production';

export type Config = {
  port: number;
  host: string;
  /** PGlite data directory; ignored when `databaseUrl` is set. `memory://` keeps the database in memory. */
  dataDir: string;
  /** PostgreSQL connection string; when set the server uses `pg` instead of PGlite. */
  databaseUrl: string | undefined;
  firebaseProjectId: string;
  /** `host:port` of the Firebase Auth Emulator. Only then are unsigned emulator tokens accepted. */
  firebaseAuthEmulatorHost: string | undefined;
  firebaseApiKey: string;
  /** Firebase web `authDomain`; default `<project>.firebaseapp.com`. */
  firebaseAuthDomain: string;
  webDist: string;
  portalOrigin: string;
  /** The help page embedded by the help-center route. */
  helpCenterUrl: string;
  themeCacheTtlMs: number;
  seedDemo: boolean;
  /** SEED_LARGE_INBOX=n: n extra opportunities with messages in Demo GmbH (with the demo seed). */
  seedLargeInbox?: number;
  /**
   * STANDIN_DELIVERY_MS: the Graph API stand-in (never in production) sends its signed `delivered`
   * webhook this many ms after it took a message (default 1500), and its `read` webhook when the
   * customer writes; `off` plays no receipts, so messages stay SENT (channels/graphStandin.ts).
   */
  standinDeliveryMs?: number | null;
  /**
   * NEWSLETTER_BATCH_INTERVAL_MS: a newsletter's dispatches (batches of NEWSLETTER_BATCH_SIZE) go out
   * this far apart (default 60,000: one a minute).
   */
  newsletterBatchIntervalMs?: number;
  /**
   * TOP_UP_CONFIRM_MS: the simulated payment provider confirms a credit top-up this many ms after it
   * was ordered (default 4000).
   */
  topUpConfirmMs?: number;
  /**
   * Where a bot's http-request node may call (automation/httpRequest.ts). AUTOMATION_HTTP_ALLOWED_HOSTS:
   * comma-separated host names, `*.example.com` for subdomains (none by default: every request is
   * refused); AUTOMATION_HTTP_TIMEOUT_MS (default 5000); AUTOMATION_HTTP_MAX_RESPONSE_KB (default 256);
   * AUTOMATION_HTTP_TRUSTED_ADDRESSES: private addresses allowed anyway (local development and tests
   * only, e.g. `127.0.0.1`; refused in production).
   */
  automationHttp?: {
    allowedHosts: readonly string[];
    timeoutMs: number;
    maxResponseBytes: number;
    trustedAddresses: readonly string[];
  };
  environment: Environment;
  /**
   * PUBLIC_URL: the origin users reach the app at (default `http(s)://localhost:<port>`). Links the
   * server sends out (password reset) are built from it, never from the request's Host header.
   */
  publicUrl?: string;
  /** CORS_ORIGINS: comma-separated origins allowed to call the APIs from a browser; none by default. */
  corsOrigins?: readonly string[];
  /**
   * IMAGE_HOSTS: comma-separated https sources the app may load images from besides its own origin
   * (news images, brand logos, contact avatars on a CDN), e.g. `https://cdn.brand.example,
   * https://*.fbcdn.net`. None by default: the content security policy's img-src lists exactly these.
   */
  imageHosts?: readonly string[];
  /** GRAPHIQL=1: GraphiQL in development, for signed-in callers only; never in production. */
  graphiql?: boolean;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server speaks HTTPS, with HTTP/2 to browsers (one
   * connection carries every request of a page) and HTTP/1.1 for WebSockets and older clients. Without
   * them it serves plain HTTP/1.1 (behind a TLS-terminating proxy, or on localhost).
   */
  tls?: { cert: Buffer; key: Buffer } | undefined;
  /** REDIS_URL: rate-limit counters shared by every server instance; in memory when absent. */
  redisUrl?: string | undefined;
  /** TRUST_PROXY=1: the client address is the last X-Forwarded-For hop (behind one reverse proxy). */
  trustProxy?: boolean;
  /** UPLOAD_QUOTA_MB: attachment storage per company (default 1024 MB). */
  uploadQuotaBytes?: number;
  /**
   * CHANNEL_SECRET_KEY: 32 bytes, base64 or 64 hex digits. Encrypts channel secrets (SMTP passwords,
   * access tokens) at rest with AES-256-GCM. Required in production; development falls back to an
   * embedded key (src/channels/secrets.ts) so `npm start` works out of the box.
   */
  channelSecretKey?: Buffer;
  /**
   * Whether the SMTP check of a new email channel may connect to a loopback address (a mail server on
   * this machine, as the end-to-end tests run). Development only (SMTP_ALLOW_LOOPBACK, default on);
   * production refuses loopback like every private, link-local and internal address.
   */
  smtpAllowLoopback?: boolean;
  /**
   * The server's own SMTP listener (channels/email/smtpListener.ts): customers' mail to an email
   * channel's address, for a mailbox that forwards to it or an MX pointing at it. INBOUND_SMTP_PORT
   * (`off` for none; default: none in production, the HTTP port + 25 elsewhere, where it is also the
   * stand-in mail server of channels under the reserved `.test` domain), INBOUND_SMTP_HOST (default
   * 0.0.0.0 in production, 127.0.0.1 elsewhere).
   */
  inboundSmtp?: { port: number | null; host: string };
  /**
   * The IMAP stand-in (channels/email/imapStandin.ts), the mailbox server of email channels whose IMAP
   * host is under `.test`: IMAP_STANDIN_PORT (`off`; default the HTTP port + 26), loopback only, never
   * in production.
   */
  imapStandin?: { port: number | null };
  /**
   * How often an email channel's IMAP mailbox is fetched (IMAP_POLL_MS, at least 1000; default a minute
   * in production, 5 s elsewhere so the demo answers quickly).
   */
  imapPollMs?: number;
  /**
   * The OpenAI-compatible endpoint the GPT assistant and the writing tools forward to
   * (ASSISTANT_BASE_URL, e.g. `https://api.openai.com/v1`; ASSISTANT_MODEL; ASSISTANT_API_KEY).
   * Without a base URL and a model the assistant says it is not configured.
   */
  assistant?: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
  /**
   * Calendar linking (profile/connections): OUTLOOK_CLIENT_ID / OUTLOOK_CLIENT_SECRET (OUTLOOK_TENANT,
   * default `common`) for Microsoft identity and Graph; GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET for Google.
   * A provider without a client id is served by the loopback stand-in (src/calendar/standin.ts).
   */
  calendar?: {
    outlook?: { clientId: string; clientSecret: string | undefined; tenant: string } | undefined;
    google?: { clientId: string; clientSecret: string | undefined } | undefined;
  };
  /**
   * WhatsApp Cloud API (channels/whatsapp): WHATSAPP_APP_SECRET, the Meta app's secret that signs every
   * webhook (X-Hub-Signature-256); WHATSAPP_GRAPH_URL, the Graph API's base (WhatsApp's and Messenger's;
   * default `https://graph.facebook.com/v21.0` in production, the server's own Graph API stand-in
   * elsewhere, channels/graphStandin.ts). Without a secret production refuses every webhook (503);
   * development signs with a public one (channels/whatsapp/webhook.ts) so the demo's webhooks work.
   */
  whatsapp?: { appSecret: string | undefined; graphUrl?: string | undefined };
  /**
   * Messenger (channels/messenger): MESSENGER_APP_SECRET, the Meta app's secret that signs its webhooks
   * (often the same app as WhatsApp's). Production without it refuses every Messenger webhook (503).
   */
  messenger?: { appSecret: string | undefined };
};

/**
 * Emulator settings make the server accept unsigned ID tokens and proxy the emulator's admin API
 * (reset codes included): in production that would let anyone sign in as anyone. Refuse to start.
 */
export function assertSafeConfig(config: Pick<Config, 'environment' | 'firebaseAuthEmulatorHost'>): void {
  if (config.environment === 'production' && config.firebaseAuthEmulatorHost)
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the emulator accepts unsigned tokens; unset it',
    );
}

/** The origin outgoing links use: PUBLIC_URL, else the local address. */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port' | 'tls'>): string {
  const scheme = config.tls ? 'https' : 'http';
  return new URL(config.publicUrl ?? `${scheme}://localhost:${config.port || 4100}`).origin;
}

/** The workspace root: the nearest folder up from here that holds pnpm-workspace.yaml. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function parseInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

const resolveDataDir = (dir: string) => (dir.startsWith('memory://') ? dir : resolve(dir));

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = findRepoRoot();
  const firebaseAuthEmulatorHost = blankToUndefined(env.FIREBASE_AUTH_EMULATOR_HOST);
  const apiKey = blankToUndefined(env.FIREBASE_API_KEY);
  const projectId = blankToUndefined(env.FIREBASE_PROJECT_ID) ?? 'demo-parley';
  const environment: Environment = env.NODE_ENV === 'production' ? 'production' : 'development';
  assertSafeConfig({ environment, firebaseAuthEmulatorHost });
  if (!apiKey && !firebaseAuthEmulatorHost) {
    // Token verification works without it; password reset and the web sign-in do not.
    const message = 'FIREBASE_API_KEY is required unless FIREBASE_AUTH_EMULATOR_HOST is set';
    if (environment === 'production') throw new Error(message);
    console.warn(`[config] ${message}; password reset will fail.`);
  }
  const publicUrl = parsePublicUrl(env.PUBLIC_URL);
  const portalOrigin = blankToUndefined(env.PORTAL_ORIGIN) ?? 'http://localhost:4200';
  if (environment === 'production') assertProductionOrigins(publicUrl, portalOrigin);
  return {
    port: parseInteger('PORT', env.PORT, 4100),
    host: blankToUndefined(env.HOST) ?? '127.0.0.1',
    dataDir: resolveDataDir(blankToUndefined(env.DATA_DIR) ?? join(root, '.data', 'pglite')),
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    firebaseProjectId: projectId,
    firebaseAuthEmulatorHost,
    firebaseApiKey: apiKey ?? 'demo-api-key',
    firebaseAuthDomain: blankToUndefined(env.FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    webDist: resolve(blankToUndefined(env.WEB_DIST) ?? join(root, 'apps', 'web', 'dist')),
    portalOrigin,
    helpCenterUrl: blankToUndefined(env.HELP_CENTER_URL) ?? '/app/help/index.html',
    themeCacheTtlMs: parseInteger('THEME_CACHE_TTL_MS', env.THEME_CACHE_TTL_MS, 86_400_000),
    // Demo accounts with published passwords have no place in production unless asked for.
    seedDemo: parseBoolean(env.SEED_DEMO, environment !== 'production'),
    seedLargeInbox: parseInteger('SEED_LARGE_INBOX', env.SEED_LARGE_INBOX, 0),
    standinDeliveryMs:
      env.STANDIN_DELIVERY_MS?.trim().toLowerCase() === 'off'
        ? null
        : parseInteger('STANDIN_DELIVERY_MS', env.STANDIN_DELIVERY_MS, 1500),
    newsletterBatchIntervalMs: parseInteger(
      'NEWSLETTER_BATCH_INTERVAL_MS',
      env.NEWSLETTER_BATCH_INTERVAL_MS,
      60_000,
    ),
    topUpConfirmMs: parseInteger('TOP_UP_CONFIRM_MS', env.TOP_UP_CONFIRM_MS, 4000),
    automationHttp: {
      allowedHosts: commaList(env.AUTOMATION_HTTP_ALLOWED_HOSTS).map((host) => host.toLowerCase()),
      timeoutMs: parseInteger('AUTOMATION_HTTP_TIMEOUT_MS', env.AUTOMATION_HTTP_TIMEOUT_MS, 5000),
      maxResponseBytes:
        parseInteger('AUTOMATION_HTTP_MAX_RESPONSE_KB', env.AUTOMATION_HTTP_MAX_RESPONSE_KB, 256) * 1024,
      trustedAddresses: environment === 'production' ? [] : commaList(env.AUTOMATION_HTTP_TRUSTED_ADDRESSES),
    },
    environment,
    publicUrl,
    corsOrigins: (blankToUndefined(env.CORS_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    imageHosts: parseImageHosts(env.IMAGE_HOSTS),
    graphiql: environment === 'development' && parseBoolean(env.GRAPHIQL, false),
    redisUrl: blankToUndefined(env.REDIS_URL),
    tls: parseTls(env),
    trustProxy: parseBoolean(env.TRUST_PROXY, false),
    uploadQuotaBytes: parseInteger('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, 1024) * 1024 * 1024,
    channelSecretKey: channelSecretKeyFrom(env, environment),
    smtpAllowLoopback: environment !== 'production' && parseBoolean(env.SMTP_ALLOW_LOOPBACK, true),
    inboundSmtp: parseInboundSmtp(env, environment, parseInteger('PORT', env.PORT, 4100)),
    imapStandin: parseImapStandin(env, environment, parseInteger('PORT', env.PORT, 4100)),
    imapPollMs: Math.max(
      1000,
      parseInteger(
        'IMAP_POLL_MS',
        blankToUndefined(env.IMAP_POLL_MS),
        environment === 'production' ? 60_000 : 5_000,
      ),
    ),
    assistant: parseAssistant(env, environment),
    calendar: parseCalendar(env),
    messenger: { appSecret: blankToUndefined(env.MESSENGER_APP_SECRET) },
    whatsapp: {
      appSecret: blankToUndefined(env.WHATSAPP_APP_SECRET),
      graphUrl: blankToUndefined(env.WHATSAPP_GRAPH_URL)?.replace(/\/+$/, ''),
    },
  };
}

function parseInboundSmtp(
  env: NodeJS.ProcessEnv,
  environment: Environment,
  httpPort: number,
): NonNullable<Config['inboundSmtp']> {
  const host =
    blankToUndefined(env.INBOUND_SMTP_HOST) ?? (environment === 'production' ? '0.0.0.0' : '127.0.0.1');
  const raw = blankToUndefined(env.INBOUND_SMTP_PORT);
  if (raw?.toLowerCase() === 'off') return { port: null, host };
  if (raw) return { port: parseInteger('INBOUND_SMTP_PORT', raw, 0), host };
  return { port: environment === 'production' || httpPort === 0 ? null : httpPort + 25, host };
}

function parseImapStandin(
  env: NodeJS.ProcessEnv,
  environment: Environment,
  httpPort: number,
): NonNullable<Config['imapStandin']> {
  const raw = blankToUndefined(env.IMAP_STANDIN_PORT);
  if (environment === 'production' || raw?.toLowerCase() === 'off') return { port: null };
  if (raw) return { port: parseInteger('IMAP_STANDIN_PORT', raw, 0) };
  return { port: httpPort === 0 ? null : httpPort + 26 };
}

function parseTls(env: NodeJS.ProcessEnv): Config['tls'] {
  const certFile = blankToUndefined(env.TLS_CERT_FILE);
  const keyFile = blankToUndefined(env.TLS_KEY_FILE);
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(`${name}: cannot read ${file} (${error instanceof Error ? error.message : error})`);
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

function parseCalendar(env: NodeJS.ProcessEnv): NonNullable<Config['calendar']> {
  const outlookId = blankToUndefined(env.OUTLOOK_CLIENT_ID);
  const googleId = blankToUndefined(env.GOOGLE_CLIENT_ID);
  return {
    outlook: outlookId
      ? {
          clientId: outlookId,
          clientSecret: blankToUndefined(env.OUTLOOK_CLIENT_SECRET),
          tenant: blankToUndefined(env.OUTLOOK_TENANT) ?? 'common',
        }
      : undefined,
    google: googleId
      ? { clientId: googleId, clientSecret: blankToUndefined(env.GOOGLE_CLIENT_SECRET) }
      : undefined,
  };
}

function parseAssistant(env: NodeJS.ProcessEnv, environment: Environment): Config['assistant'] {
  const baseUrl = blankToUndefined(env.ASSISTANT_BASE_URL);
  const model = blankToUndefined(env.ASSISTANT_MODEL);
  if (!baseUrl || !model) return undefined;
  if (!/^https?:\/\//.test(baseUrl))
    throw new Error(`ASSISTANT_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  // The API key and every customer conversation sent to the assistant travel to it: never in clear
  // text in production (a local model over http is for development).
  if (environment === 'production' && !baseUrl.startsWith('https://'))
    throw new Error(`ASSISTANT_BASE_URL must be an https URL in production, got "${baseUrl}"`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey: blankToUndefined(env.ASSISTANT_API_KEY) };
}

/**
 * Production refuses to start without its public origin (the links in mails point at it, never at the
 * Host header) and with a portal origin on this machine (impersonation tokens are taken from that
 * origin only: a localhost default would take them from whatever runs on the server's own machine).
 */
/** An https origin, its host optionally led by one `*.` label (CSP host-source syntax). */
const imageHostPattern = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

function parseImageHosts(value: string | undefined): string[] {
  const hosts = (blankToUndefined(value) ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  for (const host of hosts)
    if (!imageHostPattern.test(host))
      throw new Error(`IMAGE_HOSTS must list https origins such as https://cdn.example.com, got "${host}"`);
  return hosts;
}

function assertProductionOrigins(publicUrl: string | undefined, portalOrigin: string): void {
  if (!publicUrl) throw new Error('PUBLIC_URL is required with NODE_ENV=production');
  let portalHost: string;
  try {
    portalHost = new URL(portalOrigin).hostname;
  } catch {
    throw new Error(`PORTAL_ORIGIN must be an http(s) origin, got "${portalOrigin}"`);
  }
  if (
    portalHost === 'localhost' ||
    portalHost.endsWith('.localhost') ||
    /^(127\.|\[::1\]$|0\.0\.0\.0$)/.test(portalHost)
  )
    throw new Error(
      `PORTAL_ORIGIN must name the portal's public origin with NODE_ENV=production, got "${portalOrigin}"`,
    );
}

function parsePublicUrl(value: string | undefined): string | undefined {
  const url = blankToUndefined(value);
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url)) throw new Error(`PUBLIC_URL must be an http(s) URL, got "${url}"`);
  return new URL(url).origin;
}

/**
 * The channel-secret key from CHANNEL_SECRET_KEY (base64 or hex of 32 bytes). Without it production
 * refuses to start (a known key would make the encryption pointless); development uses the embedded key.
 */
export function channelSecretKeyFrom(
  env: NodeJS.ProcessEnv,
  environment: Environment = env.NODE_ENV === 'production' ? 'production' : 'development',
): Buffer | undefined {
  const value = blankToUndefined(env.CHANNEL_SECRET_KEY);
  if (!value) {
    if (environment === 'production')
      throw new Error('CHANNEL_SECRET_KEY is required with NODE_ENV=production (32 bytes, base64 or hex)');
    return undefined;
  }
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('CHANNEL_SECRET_KEY must be 32 bytes, as base64 or 64 hex digits');
  return key;
}

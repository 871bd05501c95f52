import { readFile } from 'node:fs/promises';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { type AuthService, createFirebaseAuth } from '../src/auth/firebase.ts';
import type { Config } from '../src/config.ts';
import { createPglite, type Database, fromPglite } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { userProfiles, users } from '../src/db/schema.ts';
import { startJobs } from '../src/jobs/queue.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { signUp } from './emulator.ts';

export const ADMIN = 'admin@parley.test';
export const USER = 'user@parley.test';
export const OTHER = 'other@parley.test';

export function token(email: string): string {
  const value = inject('tokens')[email];
  if (!value) throw new Error(`no token for ${email}`);
  return value;
}

/** The origins a production config must name (PUBLIC_URL, a portal that is not on this machine). */
export const PRODUCTION_ORIGINS = {
  PUBLIC_URL: 'https://app.parley.example',
  PORTAL_ORIGIN: 'https://portal.parley.example',
} as const;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: undefined,
    firebaseProjectId: 'demo-parley',
    firebaseAuthEmulatorHost: inject('emulatorHost'),
    firebaseApiKey: 'demo-api-key',
    firebaseAuthDomain: 'demo-parley.firebaseapp.com',
    webDist: '/nonexistent-web-dist',
    portalOrigin: 'http://localhost:4200',
    helpCenterUrl: '/app/help/index.html',
    themeCacheTtlMs: 86_400_000,
    seedDemo: true,
    environment: 'development',
    // The SMTP tests run their mail servers on 127.0.0.1.
    smtpAllowLoopback: true,
    ...overrides,
  };
}

/** An in-memory database restored from the snapshot the global setup made (about 1 s, no initdb). */
export async function restoreTestDatabase(): Promise<Database> {
  const tar = await readFile(inject('snapshotPath'));
  return fromPglite(await createPglite({ loadDataDir: new Blob([tar]) }));
}

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: Database;
  auth: AuthService;
  config: Config;
  close(): Promise<void>;
};

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await restoreTestDatabase();
  const auth = createFirebaseAuth(config);
  const app = createApp({ db: database.db, auth, config });
  return {
    app,
    database,
    auth,
    config,
    close: async () => {
      await database.close();
      await auth.close();
    },
  };
}

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  body: {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string; field?: string; messageKey?: string } }[];
  };
};

export async function gql<T = Record<string, unknown>>(
  app: TestApp['app'],
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; path?: string } = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(options.path ?? '/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T>['body'] };
}

export async function rest(
  app: TestApp['app'],
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  const response = await app.request(path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    json: json as Record<string, unknown> & {
      error?: { code: string; message: string; field?: string; messageKey?: string };
    },
    text,
  };
}

export type TestServer = { t: TestApp; running: RunningServer; sockets: Socket[] };

/**
 * The app listening on a port, for the socket tests: started before the file's tests, closed after
 * them with every socket they opened (`server.sockets`).
 */
export function useTestServer(overrides: Partial<Config> = {}): TestServer {
  const server = { sockets: [] as Socket[] } as TestServer;
  beforeAll(async () => {
    server.t = await createTestApp(overrides);
    server.running = await startServer({
      db: server.t.database.db,
      auth: server.t.auth,
      config: server.t.config,
      jobs: await startJobs(server.t.database),
    });
  });
  afterAll(async () => {
    for (const socket of server.sockets) socket.close();
    await server.running.close();
    await server.t.close();
  });
  return server;
}

/**
 * GraphQL over HTTP to the listening server, as `email`: what it changes reaches that server's
 * sockets (the in-process `gql` runs on another app instance).
 */
export const graphqlVia =
  (server: TestServer) => (email: string, query: string, variables: Record<string, unknown>) =>
    fetch(`${server.running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token(email)}` },
      body: JSON.stringify({ query, variables }),
    }).then((res) => res.json() as Promise<{ data?: Record<string, { id: string }> }>);

/**
 * Connects to a namespace (the inbox's unless named; no reconnection) and resolves once connected, or
 * rejects with the connect error; the socket is added to `opened` so the test can close it.
 */
export async function openSocket(
  baseUrl: string,
  options: {
    auth?: Record<string, string>;
    headers?: Record<string, string>;
    transports?: string[];
    namespace?: string;
  },
  opened: Socket[],
): Promise<Socket> {
  const socket = connect(`${baseUrl}${options.namespace ?? '/opportunities'}`, {
    auth: options.auth,
    extraHeaders: options.headers,
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Connects to the inbox namespace as `email`. */
export const openInboxSocket = (baseUrl: string, email: string, opened: Socket[]) =>
  openSocket(baseUrl, { auth: { token: token(email) } }, opened);

/**
 * A Demo GmbH user with an identity account of their own, signed up now (tests that change a
 * password or an email must not touch the shared demo accounts), and their session's token.
 */
export async function newDemoUser(
  t: Pick<TestApp, 'database'>,
  options: { email: string; password: string; firstName: string; lastName?: string },
) {
  const { uid, idToken } = await signUp(inject('emulatorHost'), options.email, options.password);
  const [user] = await t.database.db
    .insert(users)
    .values({ companyId: demoIds.companyDemo, email: options.email, firebaseUid: uid })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await t.database.db.insert(userProfiles).values({
    userId: user.id,
    firstName: options.firstName,
    lastName: options.lastName ?? 'Test',
  });
  return { uid, idToken, user };
}

/**
 * Reads `read` every 100 ms until `done` holds (a job's effect, a provider's callback), or fails after
 * 15 s naming `what` and the last value: tests wait for events, never for a fixed time.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > 15_000)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

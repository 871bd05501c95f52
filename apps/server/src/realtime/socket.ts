import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { ServerToClientEvents } from '@parley/api/socket';
import { createAdapter } from '@socket.io/redis-adapter';
import { inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthService } from '../auth/firebase.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { attachDocumentsNamespace } from '../documents/socket.ts';
import { logError } from '../security/safeLog.ts';
import { socketAuthentication } from './socketAuth.ts';

export const OPPORTUNITIES_NAMESPACE = '/opportunities';

export type Realtime = {
  io: Server;
  /** Sends an event to every signed-in socket of a company. */
  emitToCompany(companyId: string, event: string, payload: unknown): void;
  /** Sends an event to every socket of one user. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /**
   * Disconnects every socket whose user is gone or deactivated (also run every `sessionCheckMs`);
   * resolves to how many were disconnected.
   */
  checkSessions(): Promise<number>;
  close(): Promise<void>;
};

/**
 * How often connected sessions are checked against the database. A deactivated user stops receiving
 * the company's customer messages within this time; the database is what all instances share.
 */
export const SESSION_CHECK_MS = 30_000;

/** setTimeout's limit (about 24.8 days); a later expiry is re-armed when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The server ends the session the way the client already understands: `disconnect(true)` reaches it
 * as "io server disconnect", and it refreshes its token and reconnects (spec 7).
 */
function endSession(socket: Socket, why: string) {
  if (!socket.connected) return;
  socket.emit('exception', { message: `Session ended: ${why}` });
  socket.disconnect(true);
}

function armExpiry(socket: Socket, expiresAt: number) {
  const wait = expiresAt - Date.now();
  const timer = setTimeout(
    () => (wait > MAX_TIMER_MS ? armExpiry(socket, expiresAt) : endSession(socket, 'token expired')),
    Math.max(0, Math.min(wait, MAX_TIMER_MS)),
  );
  timer.unref?.();
  socket.once('disconnect', () => clearTimeout(timer));
}

export const companyRoom = (companyId: string) => `company:${companyId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the HTTP server. Browsers send the token in `auth.token` (a WebSocket cannot carry
 * headers); other clients may use `Authorization: Bearer` (polling transport).
 */
export function attachRealtime(
  server: HttpServer | Http2SecureServer,
  deps: { db: Db; auth: AuthService; sessionCheckMs?: number; redisUrl?: string | undefined },
): Realtime {
  const io = new Server(server, { transports: ['polling', 'websocket'], serveClient: false });
  const redis = deps.redisUrl ? shareAcrossInstances(io, deps.redisUrl) : null;
  const opportunities = io.of(OPPORTUNITIES_NAMESPACE);
  attachDocumentsNamespace(io, deps);

  opportunities.use(socketAuthentication(deps, 'socket'));

  opportunities.on('connection', (socket) => {
    const viewer = socket.data.viewer as Viewer;
    // A token is proof for an hour; the socket must not outlive it (the client reconnects with a new one).
    armExpiry(socket, viewer.tokenExpiresAt);
    void socket.join([companyRoom(viewer.companyId), userRoom(viewer.user.id)]);
    // Clients send nothing on this namespace (ClientToServerEvents is empty): say so instead of
    // silently dropping, so a client bug shows up in its log.
    socket.onAny((event: string) => {
      socket.emit('exception', { message: `Unknown event "${event}"` });
    });
  });

  const checkSessions = async () => {
    const sockets = [...opportunities.sockets.values()];
    const ids = [...new Set(sockets.map((socket) => (socket.data.viewer as Viewer).user.id))];
    if (ids.length === 0) return 0;
    const rows = await deps.db
      .select({ id: users.id, active: users.active, companyId: users.companyId })
      .from(users)
      .where(inArray(users.id, ids));
    const stillValid = new Map(rows.map((row) => [row.id, row]));
    let ended = 0;
    for (const socket of sockets) {
      const viewer = socket.data.viewer as Viewer;
      const row = stillValid.get(viewer.user.id);
      if (row?.active && row.companyId === viewer.companyId) continue;
      endSession(socket, 'user deactivated');
      ended += 1;
    }
    return ended;
  };
  const sessionTimer = setInterval(() => {
    checkSessions().catch((error: unknown) => logError('[socket] session check failed:', error));
  }, deps.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionTimer.unref?.();

  return {
    io,
    checkSessions,
    emitToCompany: (companyId, event, payload) => {
      opportunities.to(companyRoom(companyId)).emit(event, payload);
    },
    emitToUser: (userId, event, payload) => {
      opportunities.to(userRoom(userId)).emit(event, payload);
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sessionTimer);
        io.close(() => resolve());
      }).then(() => redis?.close()),
  };
}

/**
 * Several instances behind one address: every room broadcast goes through Redis pub/sub (socket.io's
 * Redis adapter), so an event emitted on one instance reaches the browsers connected to any other.
 * When Redis is down, ioredis reconnects on its own; each instance goes on serving its own sockets
 * and says so once per outage in the log, and again when Redis is back.
 */
function shareAcrossInstances(io: Server, redisUrl: string) {
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  let down = false;
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      console.error(
        `[socket] Redis unreachable, events reach this instance's sockets only: ${error.message}`,
      );
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      console.log('[socket] Redis is back: events reach every instance again');
    });
  }
  // The adapter publishes without waiting for the answer: while Redis is down each publish fails after
  // its retries, an unhandled rejection per event. The outage is said once above; the event reaches
  // this instance's sockets all the same.
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  pub.publish = ((channel: string, message: string) =>
    publish(channel, message).catch(() => 0)) as typeof pub.publish;
  io.adapter(createAdapter(pub, sub));
  return {
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Inbox events for the users who may see an opportunity. Created before the socket server exists
 * (the HTTP app needs it first) and attached to it afterwards; without a socket server (tests on
 * `app.request`) it only records nothing and sends nothing.
 *
 * Audience: every opportunity is visible to all users of its company (see visibleTo in
 * src/inbox/queries.ts), so inbox events go to the room `company:<id>`, never further. Every
 * notification carries `notificationId` (the message id, or the opportunity id for an opportunity
 * without a message), identical in every tab, so the tabs of one user can show a single notification.
 */
export type Notifier = {
  attach(realtime: Pick<Realtime, 'emitToCompany' | 'emitToUser'>): void;
  toCompany<E extends EventName>(companyId: string, event: E, payload: PayloadOf<E>): void;
  toUser<E extends EventName>(userId: string, event: E, payload: PayloadOf<E>): void;
};

export function createNotifier(): Notifier {
  let target: Pick<Realtime, 'emitToCompany' | 'emitToUser'> | undefined;
  return {
    attach: (realtime) => {
      target = realtime;
    },
    toCompany: (companyId, event, payload) => target?.emitToCompany(companyId, event, payload),
    toUser: (userId, event, payload) => target?.emitToUser(userId, event, payload),
  };
}

import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AuthService } from '../auth/firebase.ts';
import { bearerToken, type Viewer, viewerFromToken } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';

export const OPPORTUNITIES_NAMESPACE = '/opportunities';

export type Realtime = {
  io: Server;
  /** Sends an event to every signed-in socket of a company. */
  emitToCompany(companyId: string, event: string, payload: unknown): void;
  /** Sends an event to every socket of one user. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
};

export const companyRoom = (companyId: string) => `company:${companyId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the HTTP server. Browsers send the token in `auth.token` (a WebSocket cannot carry
 * headers); other clients may use `Authorization: Bearer` (polling transport).
 */
export function attachRealtime(server: HttpServer, deps: { db: Db; auth: AuthService }): Realtime {
  const io = new Server(server, { transports: ['polling', 'websocket'], serveClient: false });
  const opportunities = io.of(OPPORTUNITIES_NAMESPACE);

  opportunities.use((socket, next) => {
    const fromAuth = socket.handshake.auth?.token;
    const token =
      typeof fromAuth === 'string' && fromAuth
        ? fromAuth.replace(/^Bearer\s+/i, '')
        : bearerToken(socket.handshake.headers.authorization);
    viewerFromToken(token, deps).then(
      (viewer) => {
        if (!viewer) return next(new Error('INVALID_ACCESS_TOKEN'));
        socket.data.viewer = viewer satisfies Viewer;
        next();
      },
      (error: unknown) => {
        console.error('[socket] authentication failed:', error);
        next(new Error('INVALID_ACCESS_TOKEN'));
      },
    );
  });

  opportunities.on('connection', (socket) => {
    const viewer = socket.data.viewer as Viewer;
    void socket.join([companyRoom(viewer.companyId), userRoom(viewer.user.id)]);
  });

  return {
    io,
    emitToCompany: (companyId, event, payload) => {
      opportunities.to(companyRoom(companyId)).emit(event, payload);
    },
    emitToUser: (userId, event, payload) => {
      opportunities.to(userRoom(userId)).emit(event, payload);
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  };
}

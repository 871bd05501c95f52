import type { Socket } from 'socket.io';
import type { AuthService } from '../auth/firebase.ts';
import { bearerToken, type Viewer, viewerFromToken } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { logError } from '../security/safeLog.ts';

/**
 * The handshake check every namespace uses: browsers send the token in `auth.token` (a WebSocket cannot
 * carry headers), other clients `Authorization: Bearer` (polling). Puts the viewer on `socket.data.viewer`.
 */
export function socketAuthentication(deps: { db: Db; auth: AuthService }, label: string) {
  return (socket: Socket, next: (error?: Error) => void) => {
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
        logError(`[${label}] authentication failed:`, error);
        next(new Error('INVALID_ACCESS_TOKEN'));
      },
    );
  };
}

import {
  DOCUMENTS_NAMESPACE,
  type DocumentsAck,
  type DocumentsClientToServerEvents,
  type DocumentsServerToClientEvents,
} from '@parley/api/socket';
import { brandFolderRequestSchema, messageKeys } from '@parley/domain';
import type { Server } from 'socket.io';
import * as v from 'valibot';
import type { AuthService } from '../auth/firebase.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { isAppError } from '../errors.ts';
import { socketAuthentication } from '../realtime/socketAuth.ts';
import { logError } from '../security/safeLog.ts';
import { presentFolderView } from './present.ts';
import { getFolder } from './service.ts';

type AckError = Extract<DocumentsAck<never>, { ok: false }>['error'];

function ackError(error: unknown): AckError {
  if (isAppError(error)) {
    const code =
      error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN' || error.code === 'BAD_REQUEST'
        ? error.code
        : error.code === 'UNAUTHENTICATED'
          ? 'FORBIDDEN'
          : error.code === 'BAD_USER_INPUT'
            ? 'BAD_REQUEST'
            : 'INTERNAL_SERVER_ERROR';
    return { code, messageKey: error.messageKey ?? messageKeys.general };
  }
  logError('[documents] request failed:', error);
  return { code: 'INTERNAL_SERVER_ERROR', messageKey: messageKeys.general };
}

/**
 * The /documents namespace (spec 7: a websocket serves brand documents). Authenticated like
 * /opportunities (`auth.token` or `Authorization: Bearer`); each request checks the user, company
 * and brand again in the database, so nothing is kept in this process that another one would need.
 */
export function attachDocumentsNamespace(io: Server, deps: { db: Db; auth: AuthService }) {
  const namespace = io.of(DOCUMENTS_NAMESPACE) as unknown as ReturnType<
    Server<DocumentsClientToServerEvents, DocumentsServerToClientEvents>['of']
  >;

  namespace.use(socketAuthentication(deps, 'documents'));

  namespace.on('connection', (socket) => {
    const viewer = socket.data.viewer as Viewer;
    // The token proves the session until it expires; the client reconnects with a fresh one.
    const timer = setTimeout(
      () => socket.disconnect(true),
      Math.max(0, Math.min(viewer.tokenExpiresAt - Date.now(), 2 ** 31 - 1)),
    );
    timer.unref?.();
    socket.once('disconnect', () => clearTimeout(timer));

    socket.on('get-folder', (request, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = v.safeParse(brandFolderRequestSchema, request);
      if (!parsed.success) {
        ack({ ok: false, error: { code: 'BAD_REQUEST', messageKey: messageKeys.general } });
        return;
      }
      getFolder(deps.db, viewer, parsed.output.folderId).then(
        (contents) => ack({ ok: true, data: presentFolderView(contents) }),
        (error: unknown) => {
          ack({ ok: false, error: ackError(error) });
          // Deactivated or moved since the handshake: the session ends, as on /opportunities.
          if (isAppError(error) && error.code === 'UNAUTHENTICATED') socket.disconnect(true);
        },
      );
    });
  });

  return namespace;
}

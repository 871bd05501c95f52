import { io, type Socket } from 'socket.io-client';
import {
  type BrandDocumentFolderView,
  DOCUMENTS_NAMESPACE,
  type DocumentsAck,
  INVALID_ACCESS_TOKEN,
} from '../socket/events.ts';

/** A request on the documents socket failed; `messageKey` is what the app shows. */
export class DocumentsError extends Error {
  override name = 'DocumentsError';
  constructor(
    readonly code: string,
    readonly messageKey: string,
  ) {
    super(`${code}: ${messageKey}`);
  }
}

/** The part of a socket.io client socket this client uses (a fake in tests). */
export type DocumentsSocketLike = {
  connected: boolean;
  auth: unknown;
  io: { opts: { extraHeaders?: Record<string, string> } };
  connect: () => unknown;
  disconnect: () => unknown;
  once: (event: string, handler: (...args: never[]) => void) => unknown;
  off: (event: string, handler: (...args: never[]) => void) => unknown;
  timeout: (ms: number) => { emitWithAck: (event: string, ...args: unknown[]) => Promise<unknown> };
};

export type DocumentsClientOptions = {
  /** Origin of the socket server; '' for the page's own. */
  url: string;
  getAccessToken: () => string | null;
  refreshAccessToken: () => Promise<string>;
  createSocket?: (url: string) => DocumentsSocketLike;
  /** How long one request may take (default 10 s). */
  timeoutMs?: number;
};

export type DocumentsClient = {
  /** A folder of the user's brand, or its top level (`null`). */
  getFolder: (folderId: string | null) => Promise<BrandDocumentFolderView>;
  close: () => void;
};

const GENERAL = 'FORM_ERRORS.GENERAL';

function defaultCreateSocket(url: string): DocumentsSocketLike {
  // Polling first: only polling requests can carry the authorization header (STACK.md).
  return io(`${url}${DOCUMENTS_NAMESPACE}`, {
    autoConnect: false,
    reconnection: false,
    transports: ['polling', 'websocket'],
  }) as unknown as Socket & DocumentsSocketLike;
}

/**
 * The brand documents' socket (spec 7: a websocket serves brand documents). It connects on the
 * first request and after a drop; a refused token is refreshed once per connection attempt.
 */
export function createDocumentsClient(options: DocumentsClientOptions): DocumentsClient {
  const socket = (options.createSocket ?? defaultCreateSocket)(options.url);
  const timeoutMs = options.timeoutMs ?? 10_000;
  let connecting: Promise<void> | undefined;

  const attempt = () =>
    new Promise<void>((resolve, reject) => {
      const token = options.getAccessToken();
      socket.auth = { token };
      socket.io.opts.extraHeaders = token ? { authorization: `Bearer ${token}` } : {};
      const onConnect = () => {
        socket.off('connect_error', onError as (...args: never[]) => void);
        resolve();
      };
      const onError = (error: Error) => {
        socket.off('connect', onConnect);
        reject(error);
      };
      socket.once('connect', onConnect);
      socket.once('connect_error', onError as (...args: never[]) => void);
      socket.connect();
    });

  const ready = (): Promise<void> => {
    if (socket.connected) return Promise.resolve();
    connecting ??= attempt()
      .catch(async (error: Error) => {
        if (error?.message !== INVALID_ACCESS_TOKEN) throw error;
        await options.refreshAccessToken();
        await attempt();
      })
      .catch((error: unknown) => {
        void error;
        throw new DocumentsError('UNAVAILABLE', GENERAL);
      })
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  };

  return {
    async getFolder(folderId) {
      await ready();
      let answer: DocumentsAck<BrandDocumentFolderView>;
      try {
        answer = (await socket.timeout(timeoutMs).emitWithAck('get-folder', { folderId })) as typeof answer;
      } catch {
        throw new DocumentsError('TIMEOUT', GENERAL);
      }
      if (!answer.ok) throw new DocumentsError(answer.error.code, answer.error.messageKey);
      return answer.data;
    },
    close() {
      socket.disconnect();
    },
  };
}

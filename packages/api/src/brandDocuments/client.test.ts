import { describe, expect, it, vi } from 'vitest';
import type { BrandDocumentFolderView } from '../socket/events.ts';
import { createDocumentsClient, type DocumentsSocketLike } from './client.ts';

const view: BrandDocumentFolderView = { folder: null, breadcrumbs: [], folders: [], files: [] };

/** A fake socket: `connectWith` decides what each connect attempt does; `answer` answers requests. */
function fakeSocket(connectWith: Array<'ok' | 'token' | 'down'>, answer: (request: unknown) => unknown) {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const tokens: unknown[] = [];
  const socket: DocumentsSocketLike = {
    connected: false,
    auth: undefined,
    io: { opts: {} },
    connect: () => {
      tokens.push(socket.auth);
      const outcome = connectWith.shift() ?? 'ok';
      queueMicrotask(() => {
        if (outcome === 'ok') {
          socket.connected = true;
          handlers.get('connect')?.();
        } else
          handlers.get('connect_error')?.(
            new Error(outcome === 'token' ? 'INVALID_ACCESS_TOKEN' : 'xhr poll error'),
          );
      });
    },
    disconnect: () => {
      socket.connected = false;
    },
    once: (event, handler) => handlers.set(event, handler as (...args: unknown[]) => void),
    off: (event) => handlers.delete(event),
    timeout: () => ({ emitWithAck: async (_event, request) => answer(request) }),
  };
  return { socket, tokens };
}

describe('createDocumentsClient', () => {
  it('connects with the token on the first request and answers from the acknowledgement', async () => {
    const { socket, tokens } = fakeSocket(['ok'], () => ({ ok: true, data: view }));
    const client = createDocumentsClient({
      url: '',
      getAccessToken: () => 't1',
      refreshAccessToken: vi.fn(),
      createSocket: () => socket,
    });
    await expect(client.getFolder(null)).resolves.toEqual(view);
    await client.getFolder(null);
    expect(tokens).toEqual([{ token: 't1' }]);
  });

  it('refreshes a refused token once and connects with the new one', async () => {
    let current = 'old';
    const { socket, tokens } = fakeSocket(['token', 'ok'], () => ({ ok: true, data: view }));
    const client = createDocumentsClient({
      url: '',
      getAccessToken: () => current,
      refreshAccessToken: async () => {
        current = 'new';
        return current;
      },
      createSocket: () => socket,
    });
    await client.getFolder(null);
    expect(tokens).toEqual([{ token: 'old' }, { token: 'new' }]);
  });

  it('rejects with the server’s code and key, and with the general key when the server is down', async () => {
    const { socket } = fakeSocket(['ok'], () => ({
      ok: false,
      error: { code: 'NOT_FOUND', messageKey: 'FORM_ERRORS.GENERAL' },
    }));
    const client = createDocumentsClient({
      url: '',
      getAccessToken: () => 't',
      refreshAccessToken: vi.fn(),
      createSocket: () => socket,
    });
    await expect(client.getFolder('x')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'FORM_ERRORS.GENERAL',
    });

    const down = fakeSocket(['down'], () => null);
    const offline = createDocumentsClient({
      url: '',
      getAccessToken: () => 't',
      refreshAccessToken: vi.fn(),
      createSocket: () => down.socket,
    });
    await expect(offline.getFolder(null)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      messageKey: 'FORM_ERRORS.GENERAL',
    });
  });
});

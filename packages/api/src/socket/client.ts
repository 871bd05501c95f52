import { INVALID_ACCESS_TOKEN, OPPORTUNITIES_NAMESPACE, type ServerToClientEvents } from './events.ts';
import { lazySocket } from './lazySocket.ts';
import {
  RECONNECT,
  reconnectDelay,
  STABLE_AFTER_MS,
  TOKEN_RECONNECT,
  tokenReconnectDelay,
} from './policy.ts';

/** Spec 4: the socket states shown to the user. */
export type SocketState = 'disconnected' | 'connecting' | 'connected';

/** The part of a socket.io client socket this client uses (a fake in tests). */
export type SocketLike = {
  connect: () => unknown;
  disconnect: () => unknown;
  on: (event: string, handler: (...args: never[]) => void) => unknown;
  off: (event: string, handler: (...args: never[]) => void) => unknown;
  auth: unknown;
  io: { opts: { extraHeaders?: Record<string, string> } };
};

export type InboxSocketOptions = {
  /** Origin of the socket server; '' for the page's own. */
  url: string;
  getAccessToken: () => string | null;
  refreshAccessToken: () => Promise<string>;
  /** Builds the socket.io socket; tests pass a fake. */
  createSocket?: (url: string) => SocketLike;
  log?: (message: string, detail?: unknown) => void;
};

export type InboxSocket = {
  readonly state: SocketState;
  /** True once the client gave up (attempts used up or refresh failed) until `connect()` is called again. */
  readonly stopped: boolean;
  connect: () => void;
  disconnect: () => void;
  onState: (listener: (state: SocketState) => void) => () => void;
  /** After every reconnect (not the first connect): refetch what may have been missed. */
  onReconnect: (listener: () => void) => () => void;
  on: <E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]) => () => void;
};

function defaultCreateSocket(url: string): SocketLike {
  // The policy below owns reconnecting (socket.io's backoff has a fixed factor of 2). Polling first:
  // a browser can set the authorization header only on polling requests (STACK.md).
  // The library itself loads on the first connect (lazySocket), after the shell's first screen.
  return lazySocket(`${url}${OPPORTUNITIES_NAMESPACE}`, {
    autoConnect: false,
    reconnection: false,
    transports: ['polling', 'websocket'],
  });
}

/**
 * The inbox's real-time connection with the reconnect policies of spec 4 and 9.
 * Lost connection: reconnect at most 5 times, 1000 ms × 1.5ⁿ capped at 30 s.
 * INVALID_ACCESS_TOKEN: disconnect, refresh the token, reconnect after 1 s doubling to 8 s, stop after
 * 5 attempts; a failed refresh stops the socket. A connection stable for 10 s resets both counters.
 */
export function createInboxSocket(options: InboxSocketOptions): InboxSocket {
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const socket = (options.createSocket ?? defaultCreateSocket)(options.url);
  const stateListeners = new Set<(state: SocketState) => void>();
  const reconnectListeners = new Set<() => void>();
  let state: SocketState = 'disconnected';
  let stopped = false;
  let closedByUs = false;
  /** Set while this client itself closes the socket to refresh the token. */
  let refreshing = false;
  let everConnected = false;
  let reconnectAttempts = 0;
  let tokenAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearTimeout(stableTimer);
    retryTimer = undefined;
    stableTimer = undefined;
  };

  const open = () => {
    const token = options.getAccessToken();
    socket.auth = { token };
    socket.io.opts.extraHeaders = token ? { authorization: `Bearer ${token}` } : {};
    setState('connecting');
    socket.connect();
  };

  const stop = (why: string) => {
    stopped = true;
    clearTimers();
    setState('disconnected');
    log(`Real-time connection stopped: ${why}`);
  };

  const scheduleReconnect = () => {
    if (stopped || closedByUs) return;
    if (reconnectAttempts >= RECONNECT.maxAttempts) {
      stop(`no connection after ${RECONNECT.maxAttempts} attempts`);
      return;
    }
    const delay = reconnectDelay(reconnectAttempts);
    reconnectAttempts += 1;
    setState('disconnected');
    retryTimer = setTimeout(open, delay);
  };

  const handleInvalidToken = async () => {
    refreshing = true;
    socket.disconnect();
    refreshing = false;
    if (tokenAttempts >= TOKEN_RECONNECT.maxAttempts) {
      stop(`access token refused ${TOKEN_RECONNECT.maxAttempts} times`);
      return;
    }
    setState('disconnected');
    try {
      await options.refreshAccessToken();
    } catch (error) {
      log('Token refresh for the real-time connection failed', error);
      stop('token refresh failed');
      return;
    }
    if (stopped || closedByUs) return;
    const delay = tokenReconnectDelay(tokenAttempts);
    tokenAttempts += 1;
    retryTimer = setTimeout(open, delay);
  };

  socket.on('connect', () => {
    clearTimers();
    setState('connected');
    stableTimer = setTimeout(() => {
      reconnectAttempts = 0;
      tokenAttempts = 0;
    }, STABLE_AFTER_MS);
    if (everConnected) for (const listener of reconnectListeners) listener();
    everConnected = true;
  });

  socket.on('connect_error', ((error: Error) => {
    clearTimeout(stableTimer);
    if (error?.message === INVALID_ACCESS_TOKEN) void handleInvalidToken();
    else scheduleReconnect();
  }) as (...args: never[]) => void);

  socket.on('disconnect', ((reason: string) => {
    clearTimeout(stableTimer);
    if (refreshing) return;
    if (closedByUs || stopped) {
      setState('disconnected');
      return;
    }
    // The server refused the session mid-connection: handled like a refused handshake.
    if (reason === 'io server disconnect') void handleInvalidToken();
    else scheduleReconnect();
  }) as (...args: never[]) => void);

  for (const event of ['exception', 'error'] as const) {
    socket.on(event, ((payload: unknown) => log(`Real-time ${event}`, payload)) as (
      ...args: never[]
    ) => void);
  }

  return {
    get state() {
      return state;
    },
    get stopped() {
      return stopped;
    },
    connect() {
      closedByUs = false;
      stopped = false;
      reconnectAttempts = 0;
      tokenAttempts = 0;
      clearTimers();
      open();
    },
    disconnect() {
      closedByUs = true;
      clearTimers();
      socket.disconnect();
      setState('disconnected');
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    on(event, handler) {
      const listener = handler as unknown as (...args: never[]) => void;
      socket.on(event, listener);
      return () => socket.off(event, listener);
    },
  };
}

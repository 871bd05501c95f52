import {
  type ConversationAssignedNotification,
  createInboxSocket,
  type InboxSocket,
  inboxCache,
  type RestOpportunity,
  type SocketMessage,
  type SocketState,
  type TaskDueNotification,
  taskKeys,
} from '@parley/api';
import type { AppContext } from '../../lib/appContext.ts';
import { whenIdle } from '../../lib/whenIdle.ts';
import { furthest, newerThanPage } from './liveMessages.ts';

/** Spec 9: the opportunity count refetch is debounced 500 ms. */
export const COUNTERS_DEBOUNCE_MS = 500;

export type RealtimeHandlers = {
  currentUserId: () => string | null;
  /** A customer wrote or a new opportunity arrived: the app shows a browser notification. */
  onNotify: (event: {
    kind: 'message' | 'opportunity';
    notificationId: string;
    opportunity: RestOpportunity;
    message: SocketMessage | null;
  }) => void;
  /** A colleague handed a conversation over to the user, shared it or mentioned them in a note. */
  onAssigned: (event: ConversationAssignedNotification) => void;
  /** A task of the user fell due. */
  onTaskDue: (event: TaskDueNotification) => void;
};

/**
 * The inbox's real-time side: one socket per signed-in session. Incoming messages go to a per
 * conversation store the open thread reads; lists and counters are updated in the query cache.
 * After a reconnect everything that may have been missed is refetched.
 */
export function createRealtime(app: AppContext, handlers: RealtimeHandlers) {
  const socket: InboxSocket = createInboxSocket({
    url: app.config.socketUrl,
    getAccessToken: () => app.session.tokens.getAccessToken(),
    refreshAccessToken: () => app.session.refreshAccessToken(),
  });
  const live = new Map<string, SocketMessage[]>();
  const listeners = new Set<() => void>();
  let countersTimer: ReturnType<typeof setTimeout> | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const refreshCounters = () => {
    clearTimeout(countersTimer);
    countersTimer = setTimeout(() => {
      void inboxCache.refreshCounters(app.queryClient);
    }, COUNTERS_DEBOUNCE_MS);
  };

  const addLive = (message: SocketMessage) => {
    const id = message.metadata.opportunityId;
    const list = live.get(id) ?? [];
    if (list.some((m) => m.id === message.id)) {
      live.set(
        id,
        // A receipt or failure that overtook the send's own answer stays (statuses only move forward).
        list.map((m) => (m.id === message.id ? furthest(m, message) : m)),
      );
    } else {
      live.set(id, [...list, message]);
    }
    notify();
  };

  const place = (opportunity: RestOpportunity) => {
    const me = handlers.currentUserId();
    if (me) inboxCache.placeOpportunity(app.queryClient, opportunity, me);
  };

  socket.on('new-inbound-message-notification', ({ notificationId, opportunity, message }) => {
    addLive(message);
    place(opportunity);
    refreshCounters();
    handlers.onNotify({ kind: 'message', notificationId, opportunity, message });
  });
  socket.on('new-opportunity-notification', ({ notificationId, opportunity, message }) => {
    if (message) addLive(message);
    place(opportunity);
    refreshCounters();
    handlers.onNotify({ kind: 'opportunity', notificationId, opportunity, message });
  });
  socket.on('conversation-assigned-notification', (event) => {
    place(event.opportunity);
    refreshCounters();
    handlers.onAssigned(event);
  });
  socket.on('message-status-update', ({ message }) => addLive(message));
  // The lists and the dashboard show it as due now.
  socket.on('task-due-notification', (event) => {
    void app.queryClient.invalidateQueries({ queryKey: taskKeys.all });
    handlers.onTaskDue(event);
  });
  socket.on('get-opportunities', ({ opportunityIds }) => {
    void inboxCache.refreshLists(app.queryClient);
    refreshCounters();
    // An open conversation whose header changed elsewhere (another user, a bot: labels, owner, consent)
    // shows it; only what is on screen refetches.
    for (const id of opportunityIds ?? []) void inboxCache.refreshOpportunity(app.queryClient, id);
  });
  // Whatever happened while the socket was away is fetched again: lists, counters, the open
  // opportunity and its thread.
  socket.onReconnect(() => {
    void inboxCache.refreshAll(app.queryClient);
  });
  // The first connection starts after the first screen (useSessionRealtime): what that screen fetched
  // before it may have missed an event, so it is fetched again once, as after a reconnect. In an idle
  // moment of its own, not inside the socket's handshake task: two short tasks instead of one long one.
  let connectedOnce = false;
  socket.onState((state) => {
    if (state !== 'connected' || connectedOnce) return;
    connectedOnce = true;
    const connectedAt = Date.now();
    whenIdle(() => void inboxCache.refreshFetchedBefore(app.queryClient, connectedAt), 1000);
  });

  return {
    socket,
    start: () => socket.connect(),
    stop: () => {
      clearTimeout(countersTimer);
      socket.disconnect();
      live.clear();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeState: (listener: (state: SocketState) => void) => socket.onState(listener),
    liveMessages: (opportunityId: string) => live.get(opportunityId) ?? EMPTY,
    /** A message this tab sent and the server confirmed. */
    receive: addLive,
    /**
     * Drops live copies the refetched thread now contains in the same or a later state. A copy whose
     * status moved further (a receipt that arrived after the page was read) stays and wins over it.
     */
    settle(opportunityId: string, items: readonly { id: string; metadata: { status: string } }[]) {
      const list = live.get(opportunityId);
      if (!list) return;
      const rest = newerThanPage(list, items);
      if (rest.length !== list.length) {
        live.set(opportunityId, rest);
        notify();
      }
    },
  };
}

const EMPTY: SocketMessage[] = [];

export type Realtime = ReturnType<typeof createRealtime>;

import type { RestOpportunity, RestTask } from '../rest/types.ts';

/** socket.io namespace of the inbox (spec 7). Auth: `handshake.auth.token` or the `authorization` header. */
export const OPPORTUNITIES_NAMESPACE = '/opportunities';

/** The error message the server rejects a connection with when the token is missing or invalid. */
export const INVALID_ACCESS_TOKEN = 'INVALID_ACCESS_TOKEN';

export type SocketMessage = {
  id: string;
  clientId: string | null;
  body: string | null;
  attachments: { displayName: string; url: string; size: number; extension: string; mimeType: string }[];
  sender: {
    type: 'CUSTOMER' | 'USER';
    firstName: string | null;
    lastName: string | null;
    /** The sending user's avatar; null for customers. */
    avatarUrl?: string | null;
    /** The automation that sent it (a bot's name); null when a person did. */
    automation?: string | null;
  };
  /** EVENT: an internal event the customer never sees (a bot's step); MESSAGE otherwise. */
  kind?: 'MESSAGE' | 'EVENT';
  event?: { key: string; value: string | null } | null;
  extendedConfig: { buttonId: string | null } | null;
  metadata: {
    opportunityId: string;
    status: 'PENDING' | 'SENT' | 'DELIVERED' | 'READ' | 'FAILED' | 'RECEIVED';
    /**
     * Why the provider could not deliver it (FAILED): a `deliveryFailureKeys` key (DELIVERY.*) the app
     * translates, or the provider's own words; null otherwise.
     */
    failureReason?: string | null;
  };
  /** ISO 8601 */
  createdAt: string;
};

/**
 * What `conversation-assigned-notification` carries (see there): a colleague handed the conversation
 * over, shared it or mentioned the user in a note, or the snooze of the user's conversation ended
 * (`snooze_ended`: `by` names nobody).
 */
export type ConversationAssignedNotification = {
  notificationId: string;
  kind: 'handed_over' | 'shared' | 'mentioned' | 'snooze_ended';
  opportunity: RestOpportunity;
  by: { firstName: string | null; lastName: string | null };
  /** The note's text, for `mentioned`. */
  note?: string;
};

/** What `task-due-notification` carries (see there). */
export type TaskDueNotification = { notificationId: string; task: RestTask };

/**
 * Events the server emits on /opportunities, only to users of the opportunity's company who may see it
 * (its user, the user it is shared with, and — for pool and team sections — the company's users).
 */
export type ServerToClientEvents = {
  /** Opportunities changed (claimed, handed over, shared, closed): refetch lists and counters. */
  'get-opportunities': (payload: {
    opportunityIds: string[];
    reason: 'claimed' | 'updated' | 'shared' | 'accepted';
  }) => void;
  /**
   * A colleague handed a conversation over to the user (`kind` handed_over), shared it with them
   * (`kind` shared) or mentioned them in an internal note (`kind` mentioned, with the note's text);
   * emitted to that user only. `notificationId` is the timeline event's id, the same in every tab.
   */
  'conversation-assigned-notification': (payload: ConversationAssignedNotification) => void;
  /** A customer wrote. `notificationId` is the same in every tab, so only one tab notifies. */
  'new-inbound-message-notification': (payload: {
    notificationId: string;
    opportunity: RestOpportunity;
    message: SocketMessage;
  }) => void;
  /** A new opportunity arrived (usually in the pool of new customers). */
  'new-opportunity-notification': (payload: {
    notificationId: string;
    opportunity: RestOpportunity;
    message: SocketMessage | null;
  }) => void;
  /**
   * A task of the user (its assignee) fell due and is not done: emitted to that user only, at the
   * task's due date, by a durable job (a task moved to another date is reminded then instead).
   * `notificationId` is the same in every tab, so only one tab notifies.
   */
  'task-due-notification': (payload: TaskDueNotification) => void;
  /** A message of a user changed delivery state, or a message a user sent appeared (from any tab). */
  'message-status-update': (payload: { message: SocketMessage }) => void;
  /** A handler failed on the server; the client logs it. */
  exception: (payload: { message: string }) => void;
  /**
   * A new Google business review arrived on one of the company's review channels (emitted to the
   * company's users): refetch the reviews. The review itself is read through GraphQL `reviews`.
   */
  'new-review-notification': (payload: { reviewId: string; channelId: string; rating: number }) => void;
  /**
   * A review changed: its reply was published on Google or refused there (`replyState`), or Google's
   * copy changed (its text, its rating, a reply written on Google). Refetch the reviews.
   */
  'review-updated': (payload: {
    reviewId: string;
    replyState: 'PENDING' | 'PUBLISHED' | 'FAILED' | null;
  }) => void;
};

export type ClientToServerEvents = Record<string, never>;

// --- Brand documents (spec 7: a websocket serves brand documents) ---------------------------------

/** socket.io namespace of the brand documents; authenticated like /opportunities. */
export const DOCUMENTS_NAMESPACE = '/documents';

export type BrandDocumentFolder = { _id: string; name: string; parent: string | null };

export type BrandDocumentFile = {
  _id: string;
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  /** ISO 8601 */
  updatedAt: string;
};

/** One folder as the browser shows it: where it is, its sub-folders and its files. */
export type BrandDocumentFolderView = {
  /** null at the brand's top level. */
  folder: BrandDocumentFolder | null;
  /** From the top level down to `folder` (the folder itself last); empty at the top level. */
  breadcrumbs: BrandDocumentFolder[];
  folders: BrandDocumentFolder[];
  files: BrandDocumentFile[];
};

export type DocumentsAck<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: {
        code: 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'INTERNAL_SERVER_ERROR';
        messageKey: string;
      };
    };

/**
 * Requests the client sends on /documents, each answered through the socket.io acknowledgement.
 * A folder of another brand, or any folder while the brand has brand documents off, is NOT_FOUND /
 * FORBIDDEN: the caller learns nothing about it.
 */
export type DocumentsClientToServerEvents = {
  'get-folder': (
    request: { folderId: string | null },
    ack: (answer: DocumentsAck<BrandDocumentFolderView>) => void,
  ) => void;
};

export type DocumentsServerToClientEvents = {
  exception: (payload: { message: string }) => void;
};

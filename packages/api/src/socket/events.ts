import type { RestOpportunity } from '../rest/types.ts';

/** socket.io namespace of the inbox (spec 7). Auth: `handshake.auth.token` or the `authorization` header. */
export const OPPORTUNITIES_NAMESPACE = '/opportunities';

/** The error message the server rejects a connection with when the token is missing or invalid. */
export const INVALID_ACCESS_TOKEN = 'INVALID_ACCESS_TOKEN';

export type SocketMessage = {
  id: string;
  clientId: string | null;
  body: string | null;
  attachments: { displayName: string; url: string; size: number; extension: string; mimeType: string }[];
  sender: { type: 'CUSTOMER' | 'USER'; firstName: string | null; lastName: string | null };
  extendedConfig: { buttonId: string | null } | null;
  metadata: {
    opportunityId: string;
    status: 'PENDING' | 'SENT' | 'DELIVERED' | 'READ' | 'FAILED' | 'RECEIVED';
  };
  /** ISO 8601 */
  createdAt: string;
};

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
  /** A message of a user changed delivery state, or a message a user sent appeared (from any tab). */
  'message-status-update': (payload: { message: SocketMessage }) => void;
  /** A handler failed on the server; the client logs it. */
  exception: (payload: { message: string }) => void;
};

export type ClientToServerEvents = Record<string, never>;

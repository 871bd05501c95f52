import type { AuthService } from '../auth/firebase.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import type { DbDeps } from '../deps.ts';
import type { Delivery } from '../inbox/delivery.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import type { RateLimiter } from '../security/rateLimit.ts';

export type GraphQLContext = DbDeps & {
  auth: AuthService;
  config: Config;
  /** Inbox socket events. */
  notifier: Notifier;
  /** Simulated delivery receipts for sent messages. */
  delivery: Delivery;
  /** The durable job queue; absent in apps made for a test without a server. */
  jobs?: Jobs | undefined;
  request: Request;
  /** The caller's address (src/security/clientAddress.ts): rate limits count it by `rateLimitKeyOf`. */
  clientAddress: string;
  /** Shared counters for calls an attacker would repeat (src/security/rateLimit.ts). */
  rateLimiter: RateLimiter;
  /** HTTP to calendar providers (src/calendar/providers.ts). */
  calendarFetch: typeof fetch;
  /** The Graph API (channel checks); the stand-in's own routes are answered in process. */
  graphFetch: typeof fetch;
  /** Once-per-request actions already taken in this request, by name (aliases must not repeat them). */
  once: Map<string, { key: string; done: Promise<unknown> }>;
  /** The signed-in user, or null; resolved once per request on first use. */
  viewer(): Promise<Viewer | null>;
};

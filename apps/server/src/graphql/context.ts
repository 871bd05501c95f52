import type { AuthService } from '../auth/firebase.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Carrier } from '../inbox/carrier.ts';
import type { Notifier } from '../realtime/socket.ts';

export type GraphQLContext = {
  db: Db;
  auth: AuthService;
  config: Config;
  /** Inbox socket events. */
  notifier: Notifier;
  /** Simulated delivery receipts for sent messages. */
  carrier: Carrier;
  request: Request;
  /** The signed-in user, or null; resolved once per request on first use. */
  viewer(): Promise<Viewer | null>;
};

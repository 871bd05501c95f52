import { ASSISTANT_REQUESTS_PER_MINUTE } from '@parley/domain';
import { MemoryStore, RedisStore, type Store } from 'hono-rate-limiter';
import type { Config } from '../config.ts';

/**
 * Fixed-window counters for the few calls an attacker would repeat (password-reset mails). The
 * stores are hono-rate-limiter's: in memory by default, in Redis when REDIS_URL is set, so several
 * server instances behind one address share one count per key.
 */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one hit for `key` under `rule` and says whether it is still within the limit. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitOutcome>;
  close(): Promise<void>;
};

/** Per client address: five reset mails a minute is plenty for a person, and bounds a script. */
export const resetPerAddress: RateLimitRule = { name: 'reset-ip', limit: 5, windowMs: 60_000 };
/** Per email address: a person asking again is fine; flooding one mailbox is not. */
export const resetPerEmail: RateLimitRule = { name: 'reset-email', limit: 3, windowMs: 15 * 60_000 };
/**
 * Invitation mails per company (inviteUser, resendInvite); each also counts against `resetPerEmail`
 * for its mailbox, so an admin cannot flood one mailbox or send mail in bulk through the invites.
 */
export const inviteMailsPerCompany: RateLimitRule = {
  name: 'invite-company',
  limit: 50,
  windowMs: 60 * 60_000,
};
/** Setting the new password (public): a person retypes a few times; guessing codes needs thousands. */
/** Failed sign-ins a browser may report per address, and how many one mailbox's log takes an hour. */
export const signInFailureReportsPerAddress: RateLimitRule = {
  name: 'sign-in-failure-ip',
  limit: 20,
  windowMs: 15 * 60_000,
};
export const signInFailuresLoggedPerEmail: RateLimitRule = {
  name: 'sign-in-failure-email',
  limit: 10,
  windowMs: 60 * 60_000,
};

/** Refusals of an address another company's user signs in with, per company (settings/users.ts). */
export const foreignEmailRefusalsPerCompany: RateLimitRule = {
  name: 'foreign-email-company',
  limit: 20,
  windowMs: 60 * 60_000,
};

export const resetConfirmPerAddress: RateLimitRule = {
  name: 'reset-confirm-ip',
  limit: 10,
  windowMs: 60_000,
};

/** The GPT assistant and writing tools, per user: each request costs money at the endpoint. */
export const assistantPerUser: RateLimitRule = {
  name: 'assistant-user',
  limit: ASSISTANT_REQUESTS_PER_MINUTE,
  windowMs: 60_000,
};

/**
 * Calendar linking and syncing, per user: each call reaches out to Microsoft or Google with the
 * server's client credentials and the user's tokens; a loop must not get the app throttled there.
 */
export const calendarCallsPerUser: RateLimitRule = {
  name: 'calendar-user',
  limit: 20,
  windowMs: 60_000,
};

/** Google sign-ins for review channels (each one a few calls at Google), per company. */
export const reviewLinksPerCompany: RateLimitRule = {
  name: 'reviews-link-company',
  limit: 10,
  windowMs: 60_000,
};

/** Appointment requests through a company's website widget, per visitor address. */
export const widgetBookingPerAddress: RateLimitRule = {
  name: 'widget-booking-ip',
  limit: 5,
  windowMs: 10 * 60_000,
};
/**
 * Looking at the appointment widget's free slots, per visitor address: each look computes the team's
 * slots for two weeks and is never cached (a booking changes them), so a script must not loop on it.
 */
export const widgetViewPerAddress: RateLimitRule = {
  name: 'widget-view-ip',
  limit: 60,
  windowMs: 60_000,
};
/** ... and per widget: bounds what a script could pour into one company's calendar. */
export const widgetBookingPerWidget: RateLimitRule = {
  name: 'widget-booking-key',
  limit: 60,
  windowMs: 60 * 60_000,
};

type RedisLike = {
  script(command: 'LOAD', script: string): Promise<unknown>;
  evalsha(sha: string, numKeys: number, ...keysAndArgs: string[]): Promise<unknown>;
  decr(key: string): Promise<number>;
  del(key: string): Promise<number>;
  quit(): Promise<unknown>;
};

export function createRateLimiter(config: Pick<Config, 'redisUrl'>, redis?: RedisLike): RateLimiter {
  const stores = new Map<string, Store>();
  let client: Promise<RedisLike> | undefined;
  const redisClient = () => {
    client ??= redis
      ? Promise.resolve(redis)
      : import('ioredis').then(({ Redis }) => {
          const connection = new Redis(config.redisUrl as string);
          // ioredis reconnects by itself; say so once per outage instead of an unhandled error each try.
          let down = false;
          connection.on('error', (error: Error) => {
            if (down) return;
            down = true;
            console.error(
              `[rate-limit] Redis unreachable, limited calls fail until it is back: ${error.message}`,
            );
          });
          connection.on('ready', () => {
            if (down) console.log('[rate-limit] Redis is back');
            down = false;
          });
          return connection as unknown as RedisLike;
        });
    return client;
  };

  async function storeFor(rule: RateLimitRule): Promise<Store> {
    const existing = stores.get(rule.name);
    if (existing) return existing;
    let store: Store;
    if (config.redisUrl || redis) {
      const connection = await redisClient();
      store = new RedisStore({
        prefix: `parley:rl:${rule.name}:`,
        client: {
          scriptLoad: async (script) => String(await connection.script('LOAD', script)),
          evalsha: async <TArgs extends unknown[], TData = unknown>(
            sha: string,
            keys: string[],
            args: TArgs,
          ) => (await connection.evalsha(sha, keys.length, ...keys, ...args.map(String))) as TData,
          decr: (key) => connection.decr(key),
          del: (key) => connection.del(key),
        },
      });
    } else {
      store = new MemoryStore();
    }
    // Both stores only read windowMs from the middleware options.
    store.init?.({ windowMs: rule.windowMs } as Parameters<NonNullable<Store['init']>>[0]);
    stores.set(rule.name, store);
    return store;
  }

  return {
    async hit(rule, key) {
      const store = await storeFor(rule);
      const { totalHits, resetTime } = await store.increment(key);
      if (totalHits <= rule.limit) return { allowed: true };
      const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : rule.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },
    async close() {
      for (const store of stores.values()) await store.shutdown?.();
      if (client && !redis) await (await client).quit().catch(() => {});
    },
  };
}

/** Reconnect after a lost connection (spec 9): at most 5 attempts, 1000 ms initial, factor 1.5, cap 30 000 ms. */
export const RECONNECT = { maxAttempts: 5, initialDelayMs: 1_000, factor: 1.5, maxDelayMs: 30_000 } as const;

/** Reconnect after INVALID_ACCESS_TOKEN (spec 4): 1 s doubling up to 8 s, stop after 5 attempts. */
export const TOKEN_RECONNECT = { maxAttempts: 5, initialDelayMs: 1_000, maxDelayMs: 8_000 } as const;

/** A connection that lasts this long counts as stable and resets the counters (spec 4, 9). */
export const STABLE_AFTER_MS = 10_000;

/** Delay before reconnect attempt `attempt` (0-based), in whole milliseconds. */
export function reconnectDelay(attempt: number): number {
  return Math.round(Math.min(RECONNECT.initialDelayMs * RECONNECT.factor ** attempt, RECONNECT.maxDelayMs));
}

/** Delay before reconnecting with a refreshed token, attempt `attempt` (0-based). */
export function tokenReconnectDelay(attempt: number): number {
  return Math.min(TOKEN_RECONNECT.initialDelayMs * 2 ** attempt, TOKEN_RECONNECT.maxDelayMs);
}

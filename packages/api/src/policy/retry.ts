/** GraphQL transport retry (spec 7 and 9): up to 3 retries, 300 ms initial delay, 5 s max. */
export const GRAPHQL_RETRY = { maxRetries: 3, initialDelayMs: 300, maxDelayMs: 5_000 } as const;

/** 401 handling (spec 7): refresh and retry up to twice; at attempt 3 the session handler runs. */
export const AUTH_RETRY = { maxRefreshes: 2 } as const;

/** Delay before transport retry `retry` (0-based): 300, 600, 1200, ... capped at 5 s. */
export function graphqlRetryDelay(retry: number): number {
  return Math.min(GRAPHQL_RETRY.initialDelayMs * 2 ** retry, GRAPHQL_RETRY.maxDelayMs);
}

/** Query retry (spec 7): 1 s after a 401, otherwise 1500·2^n capped at 30 s. */
export const QUERY_RETRY = {
  maxRetries: 3,
  afterUnauthorizedMs: 1_000,
  baseMs: 1_500,
  maxDelayMs: 30_000,
} as const;

export function queryRetryDelay(failureCount: number, error: unknown): number {
  if (statusOf(error) === 401) return QUERY_RETRY.afterUnauthorizedMs;
  return Math.min(QUERY_RETRY.baseMs * 2 ** failureCount, QUERY_RETRY.maxDelayMs);
}

/** Client errors other than 401 are final: retrying a 400/403/404 cannot change the answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY.maxRetries) return false;
  const status = statusOf(error);
  if (status === undefined || status === 401) return true;
  return status >= 500;
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** Timeouts are not retried (spec 7): the server may still be working on the request. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

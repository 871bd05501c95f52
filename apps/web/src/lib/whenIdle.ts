/**
 * Runs `work` once the browser is idle after the current screen (at the latest after `timeoutMs`), and
 * returns a cancel. For what the first screen does not need: the colour maths of a cached brand, the
 * real-time connection, the composer's writing tools.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, Math.min(timeoutMs, 500));
  return () => clearTimeout(timer);
}

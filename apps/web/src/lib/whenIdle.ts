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

/**
 * Resolves once the browser has painted what the page shows now (the next frame), or after
 * `timeoutMs` in a tab that paints no frames (in the background). The loading ring of index.html
 * shows before the first screen's long render starts, even when every file arrived at once.
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

import { afterNextPaint, whenIdle } from './whenIdle.ts';

/**
 * The first screen of a page load, and what waits for it: the real-time connection, the composer's
 * writing tools, marking a conversation read. By default that work runs once the browser is idle. A page
 * whose main content arrives after its route has rendered (the inbox's open conversation: its messages
 * mount in slices of their own) holds it back from its loader until that content is painted: none of
 * those requests or scripts then competes with it for the network or the main thread.
 */

/** At the latest this long after a hold, what waits runs anyway (a conversation that never loads). */
export const FIRST_SCREEN_HOLD_MS = 5000;

const holds = new Map<string, ReturnType<typeof setTimeout>>();
const waiting = new Set<() => void>();
let shown = false;

/** Holds back what waits for the first screen, until `releaseFirstScreen(key)`. Once it was shown, a no-op. */
export function holdFirstScreen(key: string): void {
  if (shown || holds.has(key)) return;
  holds.set(
    key,
    setTimeout(() => releaseFirstScreen(key), FIRST_SCREEN_HOLD_MS),
  );
}

/** The held content is on screen (or will not come): what waits runs after its paint, when idle. */
export function releaseFirstScreen(key: string): void {
  const timer = holds.get(key);
  if (timer === undefined) return;
  clearTimeout(timer);
  holds.delete(key);
  if (holds.size > 0) return;
  shown = true;
  void afterNextPaint().then(() => {
    for (const start of [...waiting]) start();
  });
}

/** Runs `work` once the first screen has been shown and the browser is idle; returns a cancel. */
export function afterFirstScreen(work: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  const start = () => {
    shown = true;
    waiting.delete(start);
    cancelIdle = whenIdle(work, timeoutMs);
  };
  if (holds.size === 0) start();
  else waiting.add(start);
  return () => {
    waiting.delete(start);
    cancelIdle();
  };
}

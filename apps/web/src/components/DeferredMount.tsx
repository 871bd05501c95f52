import { type ReactNode, useDeferredValue } from 'react';

/**
 * Mounts `children` in a render of its own, after the one that mounted this: React renders them in
 * short slices between which the browser stays responsive, instead of inside the urgent render that a
 * router or query store update causes (those are synchronous). Until then `fallback` shows. For a heavy
 * part of a screen that mounts beside others (the inbox's list and conversation).
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}

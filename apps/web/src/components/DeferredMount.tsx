import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Mounts `children` in a render of its own, after the one that mounted this has been committed:
 * React renders them in a transition, in short slices between which the browser stays responsive,
 * instead of inside the urgent render that a router or query store update causes (those are
 * synchronous). Until then `fallback` shows. For a heavy part of a screen that mounts beside others:
 * the signed-in pages beside the shell, the inbox's conversation beside its list. Each one nested in
 * another gets a render and a commit of its own (useDeferredValue would fold nested ones into one
 * long commit).
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : fallback;
}

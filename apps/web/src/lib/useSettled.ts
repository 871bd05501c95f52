import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stopped changing for `ms` (a search or a check per pause in
 * the typing, not per key).
 */
export function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

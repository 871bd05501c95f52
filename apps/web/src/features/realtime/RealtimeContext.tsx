import type { SocketState } from '@parley/api';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Realtime } from './realtime.ts';

export const RealtimeContext = createContext<Realtime | null>(null);

export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime needs the signed-in layout');
  return realtime;
}

export function useSocketState(): SocketState {
  const realtime = useRealtime();
  return useSyncExternalStore(realtime.subscribeState, () => realtime.socket.state);
}

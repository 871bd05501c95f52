export { LiveStatus } from './LiveStatus.tsx';
export { notificationSupport } from './notifications.ts';
export { RealtimeContext, useRealtime } from './RealtimeContext.tsx';
export type { Realtime } from './realtime.ts';
export { useSessionRealtime } from './useSessionRealtime.ts';

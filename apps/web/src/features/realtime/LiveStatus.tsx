import { useLingui } from '@lingui/react/macro';
import { ConnectionStatus } from '@parley/ui';
import { useSocketState } from './RealtimeContext.tsx';

/**
 * The real-time connection's state (Live, Connecting…, Offline) for the inbox, the dashboard and the
 * reviews. A component of its own: the socket going live re-renders this badge, not the screen
 * around it (the inbox's tabs and list).
 */
export function LiveStatus() {
  const { t } = useLingui();
  const socketState = useSocketState();
  const stateLabels = { connected: t`Live`, connecting: t`Connecting…`, disconnected: t`Offline` };
  return <ConnectionStatus state={socketState} label={stateLabels[socketState]} />;
}

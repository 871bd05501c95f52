import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import type { BadgeTone } from '../Badge/Badge';
import * as styles from './ConnectionStatus.css';

/** Socket states of the spec (section 4). */
export type ConnectionState = 'connected' | 'connecting' | 'disconnected';

export type ConnectionStatusTone = Extract<BadgeTone, 'positive' | 'warning' | 'critical' | 'neutral'>;

export type ConnectionStatusProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> & {
  state: ConnectionState;
  /** Text shown and announced, e.g. "Connected", "Reconnecting…", "Offline". */
  label: string;
  /** Overrides the tone derived from `state` (connected positive, connecting warning, disconnected critical). */
  tone?: ConnectionStatusTone;
};

const toneOf: Record<ConnectionState, ConnectionStatusTone> = {
  connected: 'positive',
  connecting: 'warning',
  disconnected: 'critical',
};

/** Small pill for the live connection; a polite status region, so state changes are announced. */
export const ConnectionStatus = ({ state, label, tone, className, ...props }: ConnectionStatusProps) => {
  const resolvedTone = tone ?? toneOf[state];
  return (
    <span
      {...props}
      role="status"
      data-state={state}
      data-tone={resolvedTone}
      className={cx(styles.pill, styles.tone[resolvedTone], className)}
    >
      <span aria-hidden="true" className={styles.dot} />
      {label}
    </span>
  );
};

import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'info' | 'positive' | 'warning' | 'critical';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  children: ReactNode;
};

/** Small pill for counts ("12") or short states. */
export const Badge = ({ tone = 'neutral', className, ...props }: BadgeProps) => (
  <span {...props} data-tone={tone} className={cx(styles.badge, styles.badgeTone[tone], className)} />
);

export type StatusLabelProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  children: ReactNode;
};

/** A status word with a coloured dot ("Confirmed", "Cancelled"); the text carries the meaning. */
export const StatusLabel = ({ tone = 'neutral', className, children, ...props }: StatusLabelProps) => (
  <span {...props} data-tone={tone} className={cx(styles.status, className)}>
    <span aria-hidden="true" className={cx(styles.dot, styles.dotTone[tone])} />
    {children}
  </span>
);

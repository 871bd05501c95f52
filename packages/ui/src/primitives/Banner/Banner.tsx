import type { HTMLAttributes, ReactNode } from 'react';
import { CriticalIcon, InfoIcon, PositiveIcon, WarningIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './Banner.css';

export type BannerTone = 'info' | 'positive' | 'warning' | 'critical';

export type BannerProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A Button or Link shown at the end (e.g. "Renew"). */
  action?: ReactNode;
};

const icons = { info: InfoIcon, positive: PositiveIcon, warning: WarningIcon, critical: CriticalIcon };

/**
 * Inline message. Warning and critical banners default to role="alert" so an error that appears
 * after submit is announced; pass `role` to override (e.g. `role={undefined}` for static notes).
 */
export const Banner = ({ tone = 'info', title, children, action, className, ...props }: BannerProps) => {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'warning' || tone === 'critical' ? 'alert' : 'status'}
      {...props}
      data-tone={tone}
      className={cx(styles.root, styles.tone[tone], className)}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
};

import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../utils/cx';
import { useClientLink } from '../../utils/router';
import { Card } from '../Card/Card';
import * as styles from './DashboardWidget.css';

export type DashboardWidgetProps = {
  title: ReactNode;
  /** Links or buttons next to the title ("All tasks"). */
  actions?: ReactNode;
  /** loading shows skeleton lines (and aria-busy), error the message and a retry button. */
  status?: 'loading' | 'error' | 'ready';
  /** Number of skeleton lines while loading. */
  skeletonLines?: number;
  /**
   * Shown while loading instead of the skeleton lines: the content's own shape with placeholder values,
   * so that nothing below the widget moves when the data arrives (no layout shift).
   */
  skeleton?: ReactNode;
  /** Shown when status is error. */
  errorMessage?: string;
  retryLabel?: string;
  onRetry?: () => void;
  children?: ReactNode;
  className?: string;
};

/**
 * One tile of the dashboard: a titled card that loads, fails and retries on its own, so one widget's
 * trouble never blanks the others.
 */
export const DashboardWidget = ({
  title,
  actions,
  status = 'ready',
  skeletonLines = 3,
  skeleton,
  errorMessage = 'Could not load this.',
  retryLabel = 'Try again',
  onRetry,
  children,
  className,
}: DashboardWidgetProps) => (
  <Card
    title={title}
    actions={actions}
    aria-busy={status === 'loading' || undefined}
    data-status={status}
    className={cx(styles.widget, className)}
  >
    {status === 'loading' ? (
      (skeleton ?? <Skeleton lines={skeletonLines} />)
    ) : status === 'error' ? (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{errorMessage}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </div>
    ) : (
      children
    )}
  </Card>
);

export type StatCardProps = {
  label: string;
  value: number | string;
  /** Where the number leads (the kit's RouterProvider routes it); none for a plain tile. */
  href?: string;
  description?: string;
  className?: string;
};

/** A big number with its label, as a link to where the number comes from. */
export const StatCard = ({ label, value, href, description, className }: StatCardProps) => {
  const link = useClientLink(href ?? '');
  const content = (
    <>
      <span className={styles.statValue}>{value}</span>
      <span className={styles.statLabel}>{label}</span>
      {description ? <span className={styles.statDescription}>{description}</span> : null}
    </>
  );
  return href ? (
    <a {...link} className={cx(styles.stat, className)}>
      {content}
    </a>
  ) : (
    <div className={cx(styles.stat, className)}>{content}</div>
  );
};

/** A row of StatCards that wraps on narrow widths. */
export const StatGroup = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={cx(styles.stats, className)}>{children}</div>
);

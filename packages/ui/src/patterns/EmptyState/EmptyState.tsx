import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon or illustration. */
  icon?: ReactNode;
  /** Call to action, e.g. a Button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

export const EmptyState = ({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={cx(styles.root, className)}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
};

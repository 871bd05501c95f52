import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './PageHeader.css';

export type PageHeaderProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'hidden'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the end of the header. */
  actions?: ReactNode;
  /** Content above the title, e.g. a back link or breadcrumbs. */
  before?: ReactNode;
  /**
   * Routes with "header hidden" (help center, newsletter stats) still need a page heading:
   * the h1 stays for assistive tech, the visual header is dropped.
   */
  hidden?: boolean;
};

export const PageHeader = ({
  title,
  description,
  actions,
  before,
  hidden,
  className,
  ...props
}: PageHeaderProps) => {
  if (hidden) {
    return <h1 className={visuallyHidden}>{title}</h1>;
  }
  return (
    <header {...props} className={cx(styles.root, className)}>
      {before ? <div className={styles.before}>{before}</div> : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
};

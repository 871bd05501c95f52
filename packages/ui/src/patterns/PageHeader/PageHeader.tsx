import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './PageHeader.css';

export type PageHeaderProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'hidden'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the end of the header. */
  actions?: ReactNode;
  /**
   * The page's own navigation (a tab list) on the title's row, between the title and the actions.
   * A TabList needs the header inside its Tabs, and Tabs render their content once more, hidden, to
   * build their collection: actions there should hold no state or listeners of their own (lift a
   * dialog and its key handler above the Tabs).
   */
  navigation?: ReactNode;
  /** Content above the title, e.g. a back link or breadcrumbs. */
  before?: ReactNode;
  /**
   * Routes with "header hidden" (help center, newsletter stats) still need a page heading:
   * the h1 stays for assistive tech, the visual header is dropped.
   */
  hidden?: boolean;
  /**
   * `compact`: a smaller title and less space below it, for working screens that need the height for
   * their content (the inbox's conversation).
   */
  size?: 'default' | 'compact';
};

export const PageHeader = ({
  title,
  description,
  actions,
  navigation,
  before,
  hidden,
  size = 'default',
  className,
  ...props
}: PageHeaderProps) => {
  if (hidden) {
    return <h1 className={visuallyHidden}>{title}</h1>;
  }
  return (
    <header {...props} className={cx(styles.root, className)} data-size={size}>
      {before ? <div className={styles.before}>{before}</div> : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {navigation ? <div className={styles.navigation}>{navigation}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
};

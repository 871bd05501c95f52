import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './AuthLayout.css';

export type AuthLayoutProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The brand's name, shown under the logo. */
  appName: string;
  /** Brand logo (an <img> with alt="" if the app name is shown next to it). */
  logo?: ReactNode;
  /** The page's h1, e.g. "Sign in". */
  title?: ReactNode;
  /** Text under the title. */
  description?: ReactNode;
  /** Links under the card, e.g. "Back to sign in", imprint, language switch. */
  footer?: ReactNode;
  children?: ReactNode;
};

/** Centered card for login, password reset and registration. Renders the page's <main>. */
export const AuthLayout = ({
  appName,
  logo,
  title,
  description,
  footer,
  children,
  className,
  ...props
}: AuthLayoutProps) => (
  <main {...props} className={cx(styles.page, className)}>
    <div className={styles.column}>
      <div className={styles.card}>
        {/* data-brand: a page rendered ahead of time without the brand finds the block to fill in. */}
        <div className={styles.brand} data-brand="">
          {logo ? <div className={styles.logo}>{logo}</div> : null}
          <p className={styles.appName}>{appName}</p>
        </div>
        {title ? <h1 className={styles.title}>{title}</h1> : null}
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.body}>{children}</div>
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  </main>
);

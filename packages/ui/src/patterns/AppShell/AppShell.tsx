import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './AppShell.css';

export const DEFAULT_MAIN_ID = 'main-content';

export type AppShellProps = HTMLAttributes<HTMLDivElement> & {
  /** Usually a <Sidebar>; rendered before the content column. */
  sidebar?: ReactNode;
  /** Top bar content (rendered in a <header>). */
  header?: ReactNode;
  /** Full-width slot above the header, e.g. the subscription Banner. */
  banner?: ReactNode;
  /** Text of the skip link ("Skip to content"); no skip link without it. */
  skipLinkLabel?: string;
  /** id of <main>, the skip link target. */
  mainId?: string;
  children?: ReactNode;
};

export const AppShell = ({
  sidebar,
  header,
  banner,
  skipLinkLabel,
  mainId = DEFAULT_MAIN_ID,
  children,
  className,
  ...props
}: AppShellProps) => (
  <div {...props} className={cx(styles.shell, className)}>
    {skipLinkLabel ? (
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
    ) : null}
    {sidebar ? <div className={styles.sidebar}>{sidebar}</div> : null}
    <div className={styles.column}>
      {banner ? <div className={styles.banner}>{banner}</div> : null}
      {header ? <header className={styles.header}>{header}</header> : null}
      {/* tabIndex -1 lets the skip link move focus into main, not just scroll. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  </div>
);

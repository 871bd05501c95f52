import type { ReactNode } from 'react';
import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Link.css';

export type LinkProps = RACLinkProps & {
  /** `inline` is underlined for use inside text; `standalone` underlines on hover only. */
  variant?: 'inline' | 'standalone';
  /** An icon before the text, spaced by the kit: the underline is the text's only, not the gap's. */
  icon?: ReactNode;
};

/**
 * Renders an `<a href>`. Client-side routing goes through the kit's `RouterProvider` (which wires
 * RAC's), so the app can pass plain `href`s without wrapping router components.
 */
export const Link = ({ variant = 'inline', icon, className, children, ...props }: LinkProps) => (
  <RACLink
    {...props}
    data-variant={variant}
    className={composeRenderProps(className, (c) =>
      cx(styles.root, icon ? styles.withIcon : styles.variant[variant], c),
    )}
  >
    {icon
      ? composeRenderProps(children, (content) => (
          <>
            <span className={styles.icon}>{icon}</span>
            <span className={styles.label}>{content}</span>
          </>
        ))
      : children}
  </RACLink>
);

import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Link.css';

export type LinkProps = RACLinkProps & {
  /** `inline` is underlined for use inside text; `standalone` underlines on hover only. */
  variant?: 'inline' | 'standalone';
};

/**
 * Renders an `<a href>`. Client-side routing goes through the kit's `RouterProvider` (which wires
 * RAC's), so the app can pass plain `href`s without wrapping router components.
 */
export const Link = ({ variant = 'inline', className, ...props }: LinkProps) => (
  <RACLink
    {...props}
    className={composeRenderProps(className, (c) => cx(styles.root, styles.variant[variant], c))}
  />
);

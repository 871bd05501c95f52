import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Spinner, SpinnerGraphic } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** `text` sits on a line of text (no box or padding), for an action inside a sentence or a value. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'text' | 'critical';

export type ButtonProps = RACButtonProps & {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Icon shown before the label; replaced by the spinner while pending. */
  icon?: ReactNode;
  /** Accessible name of the spinner shown while `isPending`, e.g. "Signing in". */
  pendingLabel?: string;
  /** Stretch to the width of the container. */
  isFullWidth?: boolean;
};

export const Button = ({
  variant = 'primary',
  size = 'md',
  icon,
  pendingLabel,
  isFullWidth,
  className,
  children,
  render,
  ...props
}: ButtonProps) => (
  <RACButton
    {...props}
    className={composeRenderProps(className, (c) =>
      cx(styles.root, styles.variant[variant], styles.size[size], isFullWidth && styles.fullWidth, c),
    )}
    // RAC filters aria-busy from DOM props, so it is added on the rendered element.
    render={(domProps, renderProps) => {
      const withBusy = { ...domProps, 'aria-busy': renderProps.isPending || undefined };
      return render ? render(withBusy, renderProps) : <button {...withBusy} />;
    }}
  >
    {composeRenderProps(children, (content, { isPending }) => (
      <>
        <span className={styles.content} data-hidden={isPending || undefined}>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          {content}
        </span>
        {isPending ? (
          <span className={styles.pending}>
            {pendingLabel ? <Spinner size="sm" aria-label={pendingLabel} /> : <SpinnerGraphic size="sm" />}
          </span>
        ) : null}
      </>
    ))}
  </RACButton>
);

export type LinkButtonProps = Omit<RACLinkProps, 'children'> & {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Icon shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
};

/**
 * A link that looks like a button: for an action that goes to another page (book an appointment,
 * create a task), so it sits in a bar of buttons with their look while it stays a link for assistive
 * technology and can be opened in a new tab.
 */
export const LinkButton = ({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) => (
  <RACLink
    {...props}
    className={composeRenderProps(className, (c) =>
      cx(styles.root, styles.variant[variant], styles.size[size], c),
    )}
  >
    <span className={styles.content}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </span>
  </RACLink>
);

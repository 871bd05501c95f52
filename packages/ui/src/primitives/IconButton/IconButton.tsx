import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './IconButton.css';

export type IconButtonProps = Omit<RACButtonProps, 'children' | 'aria-label'> & {
  /** Accessible name (the button shows only the icon). */
  label: string;
  icon: ReactNode;
  variant?: 'quiet' | 'secondary' | 'primary';
  size?: 'sm' | 'md';
};

export const IconButton = ({
  label,
  icon,
  variant = 'quiet',
  size = 'md',
  className,
  ...props
}: IconButtonProps) => (
  <RACButton
    {...props}
    aria-label={label}
    className={composeRenderProps(className, (c) =>
      cx(styles.root, styles.variant[variant], styles.size[size], c),
    )}
  >
    {icon}
  </RACButton>
);

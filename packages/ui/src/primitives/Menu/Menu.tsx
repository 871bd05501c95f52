import type { ReactNode } from 'react';
import {
  composeRenderProps,
  MenuTrigger,
  type MenuTriggerProps,
  Popover,
  type PopoverProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Menu.css';

export { MenuTrigger, type MenuTriggerProps };

export type MenuProps<T extends object> = RACMenuProps<T> & {
  placement?: PopoverProps['placement'];
};

/** Place inside <MenuTrigger> after the trigger button. */
export const Menu = <T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) => (
  <Popover placement={placement} className={styles.popover}>
    <RACMenu {...props} className={composeRenderProps(className, (c) => cx(styles.menu, c))} />
  </Popover>
);

export type MenuItemProps<T extends object = object> = Omit<RACMenuItemProps<T>, 'children'> & {
  children: ReactNode;
  icon?: ReactNode;
  /** Destructive item (e.g. Delete). */
  isCritical?: boolean;
};

export const MenuItem = <T extends object>({
  className,
  children,
  icon,
  isCritical,
  ...props
}: MenuItemProps<T>) => (
  <RACMenuItem
    {...props}
    textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
    data-critical={isCritical || undefined}
    className={composeRenderProps(className, (c) => cx(styles.item, c))}
  >
    {icon ? <span className={styles.icon}>{icon}</span> : null}
    {children}
  </RACMenuItem>
);

import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  Popover,
} from 'react-aria-components';
import { CheckIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './ListBox.css';

export type ListBoxPopoverProps<T extends object> = Pick<ListBoxProps<T>, 'items'> & {
  /** Shown in the list when it has no options; without it an empty list is not shown. */
  emptyMessage?: ReactNode;
  children: ReactNode | ((item: T) => ReactNode);
};

/** The list a Select or ComboBox opens, as wide as its field at least. */
export const ListBoxPopover = <T extends object>({
  items,
  emptyMessage,
  children,
}: ListBoxPopoverProps<T>) => (
  <Popover className={styles.popover}>
    <ListBox<T>
      items={items}
      className={styles.listBox}
      renderEmptyState={
        emptyMessage != null ? () => <span className={styles.empty}>{emptyMessage}</span> : undefined
      }
    >
      {children}
    </ListBox>
  </Popover>
);

export type ListBoxOptionProps = Omit<ListBoxItemProps, 'children'> & { children: ReactNode };

/** One option of a Select or ComboBox, ticked while selected. */
export const ListBoxOption = ({ className, children, ...props }: ListBoxOptionProps) => (
  <ListBoxItem
    {...props}
    textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
    className={composeRenderProps(className, (c) => cx(styles.option, c))}
  >
    {({ isSelected }) => (
      <>
        <span className={styles.optionLabel}>{children}</span>
        {isSelected ? <CheckIcon size="sm" /> : null}
      </>
    )}
  </ListBoxItem>
);

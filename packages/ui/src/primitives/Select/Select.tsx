import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Button as RACButton,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export type SelectProps<T extends object> = Omit<RACSelectProps<T>, 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
};

/** Single select. Children are <SelectItem>s (or a render function with `items`). */
export const Select = <T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) => (
  <RACSelect {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
    {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
    <RACButton className={cx(fieldStyles.control, styles.trigger)}>
      <SelectValue className={styles.value} />
      <ChevronDownIcon size="sm" />
    </RACButton>
    {description ? <FieldDescription>{description}</FieldDescription> : null}
    <FieldError>{errorMessage}</FieldError>
    <Popover className={styles.popover}>
      <ListBox items={items} className={styles.listBox}>
        {children}
      </ListBox>
    </Popover>
  </RACSelect>
);

export type SelectItemProps = Omit<ListBoxItemProps, 'children'> & { children: ReactNode };

export const SelectItem = ({ className, children, ...props }: SelectItemProps) => (
  <ListBoxItem
    {...props}
    textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
    className={composeRenderProps(className, (c) => cx(styles.item, c))}
  >
    {({ isSelected }) => (
      <>
        <span className={styles.itemLabel}>{children}</span>
        {isSelected ? <CheckIcon size="sm" /> : null}
      </>
    )}
  </ListBoxItem>
);

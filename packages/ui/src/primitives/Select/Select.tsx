import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ListBoxOption, type ListBoxOptionProps, ListBoxPopover } from '../ListBox/ListBox';
import * as styles from './Select.css';

export type SelectProps<T extends object> = Omit<RACSelectProps<T>, 'children'> &
  FieldTextProps & {
    items?: Iterable<T>;
    children: ReactNode | ((item: T) => ReactNode);
  };

/** Single select. Children are <SelectItem>s (or a render function with `items`). */
export const Select = <T extends object>({ items, children, className, ...props }: SelectProps<T>) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <RACSelect {...rest} className={fieldClassName(className)}>
      <Field {...field}>
        <RACButton className={cx(fieldStyles.control, styles.trigger)}>
          <SelectValue className={styles.value} />
          <ChevronDownIcon size="sm" />
        </RACButton>
      </Field>
      <ListBoxPopover items={items}>{children}</ListBoxPopover>
    </RACSelect>
  );
};

export type SelectItemProps = ListBoxOptionProps;

/** An option of a Select: the kit's one list-box option, shared with ComboBox. */
export const SelectItem = ListBoxOption;

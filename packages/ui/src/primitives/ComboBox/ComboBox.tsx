import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Input,
  type InputProps,
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import { ListBoxOption, type ListBoxOptionProps, ListBoxPopover } from '../ListBox/ListBox';
import * as styles from './ComboBox.css';

export type ComboBoxProps<T extends object> = Omit<RACComboBoxProps<T>, 'children'> &
  FieldTextProps & {
    placeholder?: string;
    /**
     * Shown in the list when no option matches the typed text, e.g. "No matches". Without it the
     * list closes instead.
     */
    emptyMessage?: ReactNode;
    /** Extra props for the `<input>`. */
    inputProps?: Omit<InputProps, 'placeholder'>;
    /** <ComboBoxItem>s, or a render function with `items`/`defaultItems`. */
    children: ReactNode | ((item: T) => ReactNode);
  };

/** Text input with a filtered list of options; typing filters, the chevron shows all options. */
export const ComboBox = <T extends object>({
  placeholder,
  emptyMessage,
  inputProps,
  children,
  className,
  ...props
}: ComboBoxProps<T>) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <RACComboBox allowsEmptyCollection={emptyMessage != null} {...rest} className={fieldClassName(className)}>
      <Field {...field}>
        <div className={styles.wrapper}>
          <Input
            {...inputProps}
            placeholder={placeholder}
            className={composeRenderProps(inputProps?.className, (c) =>
              cx(fieldStyles.control, styles.input, c),
            )}
          />
          {/* RAC names this button ("Show suggestions", localised) and keeps it out of the tab order. */}
          <RACButton
            className={cx(
              iconButtonStyles.root,
              iconButtonStyles.variant.quiet,
              iconButtonStyles.size.sm,
              styles.trigger,
            )}
          >
            <ChevronDownIcon size="sm" />
          </RACButton>
        </div>
      </Field>
      <ListBoxPopover<T> emptyMessage={emptyMessage}>{children}</ListBoxPopover>
    </RACComboBox>
  );
};

export type ComboBoxItemProps = ListBoxOptionProps;

/** An option of a ComboBox: the kit's one list-box option, shared with Select. */
export const ComboBoxItem = ListBoxOption;

import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Input,
  type InputProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import * as selectStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';

export type ComboBoxProps<T extends object> = Omit<RACComboBoxProps<T>, 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
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
  label,
  description,
  errorMessage,
  placeholder,
  emptyMessage,
  inputProps,
  children,
  className,
  ...props
}: ComboBoxProps<T>) => (
  <RACComboBox
    allowsEmptyCollection={emptyMessage != null}
    {...props}
    className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
  >
    {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
    <div className={styles.wrapper}>
      <Input
        {...inputProps}
        placeholder={placeholder}
        className={composeRenderProps(inputProps?.className, (c) => cx(fieldStyles.control, styles.input, c))}
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
    {description ? <FieldDescription>{description}</FieldDescription> : null}
    <FieldError>{errorMessage}</FieldError>
    <Popover className={selectStyles.popover}>
      <ListBox<T>
        className={selectStyles.listBox}
        renderEmptyState={
          emptyMessage != null ? () => <span className={styles.empty}>{emptyMessage}</span> : undefined
        }
      >
        {children}
      </ListBox>
    </Popover>
  </RACComboBox>
);

export type ComboBoxItemProps = Omit<ListBoxItemProps, 'children'> & { children: ReactNode };

export const ComboBoxItem = ({ className, children, ...props }: ComboBoxItemProps) => (
  <ListBoxItem
    {...props}
    textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
    className={composeRenderProps(className, (c) => cx(selectStyles.item, c))}
  >
    {({ isSelected }) => (
      <>
        <span className={selectStyles.itemLabel}>{children}</span>
        {isSelected ? <CheckIcon size="sm" /> : null}
      </>
    )}
  </ListBoxItem>
);

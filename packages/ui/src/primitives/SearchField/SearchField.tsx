import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Input,
  type InputProps,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { CloseIcon, SearchIcon } from '../../icons/Icon';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './SearchField.css';

export type SearchFieldProps = Omit<RACSearchFieldProps, 'children'> &
  FieldTextProps & {
    /** Names the field. Keep it even when `isLabelHidden`: it stays the accessible name. */
    label?: ReactNode;
    /** Hide the label visually (e.g. a search box in a toolbar); screen readers still read it. */
    isLabelHidden?: boolean;
    placeholder?: string;
    /** Accessible name of the clear button. */
    clearLabel?: string;
    /** Extra props for the `<input>`. */
    inputProps?: Omit<InputProps, 'placeholder'>;
  };

/**
 * Search input with a clear button. Enter calls `onSubmit`, Escape or the button clears the value
 * (`onClear`).
 */
export const SearchField = ({
  isLabelHidden = false,
  placeholder,
  clearLabel = 'Clear search',
  inputProps,
  className,
  ...props
}: SearchFieldProps) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <RACSearchField {...rest} className={composeRenderProps(className, (c) => cx(styles.root, c))}>
      <Field {...field} labelClassName={isLabelHidden ? visuallyHidden : undefined}>
        <div className={styles.wrapper}>
          {/* RAC's SearchField wires this button (clear on press, disabled with the field). */}
          <SearchIcon size="sm" className={styles.searchIcon} />
          <Input
            {...inputProps}
            placeholder={placeholder}
            className={composeRenderProps(inputProps?.className, (c) =>
              cx(fieldStyles.control, styles.input, c),
            )}
          />
          <IconButton className={styles.clear} size="sm" label={clearLabel} icon={<CloseIcon size="sm" />} />
        </div>
      </Field>
    </RACSearchField>
  );
};

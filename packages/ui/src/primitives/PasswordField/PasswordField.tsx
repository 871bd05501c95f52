import { useState } from 'react';
import { composeRenderProps, Input, TextField as RACTextField } from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { Field, fieldClassName, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible, e.g. "Hide password". */
  hideLabel: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
};

/** Text field for passwords with a show/hide toggle. Defaults to autoComplete="current-password". */
export const PasswordField = ({
  showLabel,
  hideLabel,
  defaultVisible = false,
  placeholder,
  inputProps,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) => {
  const [isVisible, setVisible] = useState(defaultVisible);
  const [field, rest] = splitFieldProps(props);
  return (
    <RACTextField
      {...rest}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      className={fieldClassName(className)}
    >
      <Field {...field}>
        <div className={styles.wrapper}>
          <Input
            {...inputProps}
            placeholder={placeholder}
            // Password managers and spell checkers must not see a revealed password as prose.
            spellCheck={false}
            autoCapitalize="off"
            className={composeRenderProps(inputProps?.className, (c) =>
              cx(fieldStyles.control, styles.input, c),
            )}
          />
          <IconButton
            className={styles.toggle}
            size="sm"
            label={isVisible ? hideLabel : showLabel}
            icon={isVisible ? <EyeOffIcon size="sm" /> : <EyeIcon size="sm" />}
            isDisabled={props.isDisabled}
            onPress={() => setVisible((visible) => !visible)}
          />
        </div>
      </Field>
    </RACTextField>
  );
};

import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Input,
  type InputProps,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export type TextFieldProps = Omit<RACTextFieldProps, 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  /**
   * Shown under the field while it is invalid. Pass a string with `isInvalid` for errors from the
   * app's own validation, or a function of RAC's validation result.
   */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Extra props for the `<input>` (class, data attributes, inputMode...). */
  inputProps?: Omit<InputProps, 'placeholder'>;
};

export const TextField = ({
  label,
  description,
  errorMessage,
  placeholder,
  inputProps,
  className,
  ...props
}: TextFieldProps) => (
  <RACTextField {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
    {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
    <Input
      {...inputProps}
      placeholder={placeholder}
      className={composeRenderProps(inputProps?.className, (c) => cx(fieldStyles.control, c))}
    />
    {description ? <FieldDescription>{description}</FieldDescription> : null}
    <FieldError>{errorMessage}</FieldError>
  </RACTextField>
);

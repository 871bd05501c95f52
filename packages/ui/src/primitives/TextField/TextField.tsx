import {
  composeRenderProps,
  Input,
  type InputProps,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export type TextFieldProps = Omit<RACTextFieldProps, 'children'> &
  FieldTextProps & {
    placeholder?: string;
    /** Extra props for the `<input>` (class, data attributes, inputMode...). */
    inputProps?: Omit<InputProps, 'placeholder'>;
  };

export const TextField = ({ placeholder, inputProps, className, ...props }: TextFieldProps) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <RACTextField {...rest} className={fieldClassName(className)}>
      <Field {...field}>
        <Input
          {...inputProps}
          placeholder={placeholder}
          className={composeRenderProps(inputProps?.className, (c) => cx(fieldStyles.control, c))}
        />
      </Field>
    </RACTextField>
  );
};

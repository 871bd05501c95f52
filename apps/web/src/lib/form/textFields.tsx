import {
  PasswordField as KitPasswordField,
  type PasswordFieldProps as KitPasswordFieldProps,
  TextField as KitTextField,
  type TextFieldProps as KitTextFieldProps,
} from '@parley/ui';
import { useFieldMessage } from './useFieldMessage.ts';

/*
 * The kit's fields bound to the form's field (from `form.AppField`): value, change, blur, the invalid
 * state and the translated error come from the form; the caller gives what the person reads (label,
 * description, limits). Text values are strings ('' for empty); dates 'YYYY-MM-DD' and times 'HH:MM',
 * as the domain's form schemas read them.
 */

/** What the form provides; a bound field takes every other prop of the kit's field. */
export type Bound<P> = Omit<
  P,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'isSelected'
  | 'defaultSelected'
>;

export function TextField(props: Bound<KitTextFieldProps>) {
  const { field, errorMessage, isInvalid } = useFieldMessage<string | null | undefined>();
  return (
    <KitTextField
      {...props}
      name={field.name}
      value={field.state.value ?? ''}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

export function PasswordField(props: Bound<KitPasswordFieldProps>) {
  const { field, errorMessage, isInvalid } = useFieldMessage<string>();
  return (
    <KitPasswordField
      {...props}
      name={field.name}
      value={field.state.value ?? ''}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

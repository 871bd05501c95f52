import {
  Checkbox as KitCheckbox,
  type CheckboxProps as KitCheckboxProps,
  Switch as KitSwitch,
  type SwitchProps as KitSwitchProps,
  TextArea as KitTextArea,
  type TextAreaProps as KitTextAreaProps,
} from '@parley/ui';
import { useBoundField } from './boundField.ts';
import type { Bound } from './textFields.tsx';
import { useFieldMessage } from './useFieldMessage.ts';

/*
 * More bound fields (see textFields.tsx), in a module of their own: the sign-in pages load the text and
 * password fields without them.
 */

export function TextArea(props: Bound<KitTextAreaProps>) {
  const { field, fieldProps } = useBoundField<string | null | undefined>();
  return (
    <KitTextArea {...props} {...fieldProps} value={field.state.value ?? ''} onChange={field.handleChange} />
  );
}

export function Checkbox(props: Bound<KitCheckboxProps>) {
  const { field, errorMessage } = useFieldMessage<boolean>();
  return (
    <KitCheckbox
      {...props}
      name={field.name}
      isSelected={Boolean(field.state.value)}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      errorMessage={errorMessage}
    />
  );
}

export function Switch(props: Bound<KitSwitchProps>) {
  const { field } = useFieldMessage<boolean>();
  return (
    <KitSwitch
      {...props}
      name={field.name}
      isSelected={Boolean(field.state.value)}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
    />
  );
}

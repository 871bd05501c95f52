import { useFieldMessage } from './useFieldMessage.ts';

/**
 * What every bound kit field with an error message takes from the form's field: its name, its blur and
 * the error (`fieldProps`, to spread); the field itself for the value and its change, which each kit
 * field spells its own way. (Not used by textFields.tsx: the sign-in pages load that module, and this
 * one stays off them.)
 */
export function useBoundField<T>() {
  const { field, errorMessage, isInvalid } = useFieldMessage<T>();
  return { field, fieldProps: { name: field.name, onBlur: field.handleBlur, isInvalid, errorMessage } };
}

export {
  Field,
  FieldDescription,
  type FieldDescriptionProps,
  FieldError,
  type FieldErrorMessage,
  type FieldErrorProps,
  FieldLabel,
  type FieldLabelProps,
  type FieldProps,
  type FieldTextProps,
} from './Field';

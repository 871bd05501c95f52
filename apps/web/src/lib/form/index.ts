export { FieldFailure, FormFailure, type FormFailureShown } from './failures.ts';
export { useIssueText } from './useFieldMessage.ts';
export { type SchemaFormOptions, useAppForm, useSchemaForm } from './useSchemaForm.ts';

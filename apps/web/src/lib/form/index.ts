import * as choiceFields from './choiceFields.tsx';
import { createSchemaForm } from './createSchemaForm.ts';
import * as fields from './fields.tsx';
import { FormShell } from './GuardedFormShell.tsx';
import * as textFields from './textFields.tsx';

export type { SchemaFormOptions } from './createSchemaForm.ts';
export { FieldFailure, FormFailure, type FormFailureShown, type SubmitFailure } from './failures.ts';
export { useFieldMessage, useIssueText } from './useFieldMessage.ts';

/** Forms with every bound field (text, choices, dates and times). */
export const { useAppForm, useSchemaForm, withForm, withFieldGroup } = createSchemaForm(
  { ...textFields, ...fields, ...choiceFields },
  FormShell,
);

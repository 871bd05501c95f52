import { createSchemaForm } from './createSchemaForm.ts';
import { FormFrame } from './FormShell.tsx';
import { PasswordField, TextField } from './textFields.tsx';

export { FieldFailure, FormFailure } from './failures.ts';

/**
 * Forms of text and password fields only, without a leave guard: the sign-in pages (and the password
 * dialog), whose first load must not carry fields, pickers and dialogs they never show.
 */
export const {
  useSchemaForm: useTextForm,
  withForm: withTextForm,
  withFieldGroup: withTextFieldGroup,
} = createSchemaForm({ TextField, PasswordField }, FormFrame);

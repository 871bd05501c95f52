import { createSchemaForm } from './createSchemaForm.ts';
import * as textFields from './textFields.tsx';

export { FieldFailure, FormFailure } from './failures.ts';

/**
 * Forms with text fields only (text, text area, password, checkbox, switch): the sign-in pages, whose
 * first load must not carry the pickers (a calendar, list boxes) they never show.
 */
export const { useSchemaForm: useTextForm, withForm: withTextForm } = createSchemaForm(textFields);

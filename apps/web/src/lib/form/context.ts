import { createFormHookContexts } from '@tanstack/react-form';

/** The form and the field a bound component belongs to (the app's one pair of form contexts). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

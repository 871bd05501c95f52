import { useLingui } from '@lingui/react/macro';
import { parseForm } from '@parley/domain';
import { createFormHook, revalidateLogic, type StandardSchemaV1 } from '@tanstack/react-form';
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import { fieldContext, formContext } from './context.ts';
import { SubmitButton } from './FormShell.tsx';
import {
  FormFailure,
  type FormFailureShown,
  type ServerFields,
  type SubmitFailure,
  showFieldFailure,
  submitFailureOf,
} from './failures.ts';

/** A valibot schema of a form: what it reads (the fields' values) and what it gives (parsed). */
type FormSchema = v.GenericSchema<Record<string, unknown>, unknown>;

export type SchemaFormOptions<S extends FormSchema, R> = {
  schema: S;
  defaultValues: v.InferInput<S>;
  /**
   * Saves the schema's parsed output (trimmed, typed). A rejection lands next to the field it names
   * (`field` of a GraphQL or REST error, or a `FieldFailure`), otherwise above the form: a
   * `FormFailure`'s text, the server's message key with `showServerMessage`, else `failure`.
   */
  onSubmit: (output: v.InferOutput<S>, context: { value: v.InferInput<S> }) => Promise<R>;
  /**
   * After a successful save, once the form holds the saved values (no longer unsaved: navigating away
   * does not ask): navigate, toast.
   */
  onSaved?: (result: R, output: v.InferOutput<S>) => unknown;
  /** What the form holds after a save: what was saved (default), or its first values again (a new reply). */
  resetTo?: 'submitted' | 'defaults';
  /** The server's name of a field when the form calls it otherwise (`{ first_name: 'firstName' }`). */
  serverFields?: ServerFields;
  /** Shown above the form when a save fails without naming a field: a translated text or a message key. */
  failure?: FormFailureShown;
  /** Show the server's own message key for such a failure, when it gives one, instead of `failure`. */
  showServerMessage?: boolean;
  /** After a failed save has been shown (on its field or above the form): e.g. a toast as well. */
  onFailed?: (failure: SubmitFailure) => unknown;
};

/**
 * The app's form hooks for a set of bound fields: `useAppForm` (TanStack Form's, with the fields by name
 * in `form.AppField` and `form.Shell`/`form.SubmitButton`) and `useSchemaForm` on it. Two sets exist so a
 * page loads only the fields it can show: `useTextForm` (text, password, checkbox, switch) for the
 * sign-in pages, `useSchemaForm` with every field for the rest.
 */
export function createSchemaForm<
  // biome-ignore lint/suspicious/noExplicitAny: a bound field takes its own props
  const C extends Record<string, ComponentType<any>>,
  // biome-ignore lint/suspicious/noExplicitAny: the shell's props are the form's to choose
  const S extends ComponentType<any>,
>(fieldComponents: C, Shell: S) {
  const { useAppForm, withForm, withFieldGroup } = createFormHook({
    fieldContext,
    formContext,
    fieldComponents,
    formComponents: { Shell, SubmitButton },
  });

  /**
   * A form on a domain schema, the one way the app builds forms: the schema validates on submit, then
   * on every change (an error shows once the person tried, and goes as soon as they fix it); `onSubmit`
   * gets the parsed output; failures land on their field or above the form; nothing typed is lost.
   */
  function useSchemaForm<S extends FormSchema, R = unknown>(options: SchemaFormOptions<S, R>) {
    const { schema } = options;
    const { t } = useLingui();
    // valibot's schemas are Standard Schemas; named so, TanStack Form reads their issues per field.
    const validator = schema as unknown as StandardSchemaV1<v.InferInput<S>>;
    return useAppForm({
      defaultValues: options.defaultValues,
      validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
      validators: { onDynamic: validator },
      onSubmit: async ({ value, formApi }) => {
        const parsed = parseForm(schema, value);
        if (!parsed.success) return;
        try {
          const result = await options.onSubmit(parsed.output as v.InferOutput<S>, { value });
          formApi.reset(options.resetTo === 'defaults' ? options.defaultValues : value);
          await options.onSaved?.(result, parsed.output as v.InferOutput<S>);
        } catch (error) {
          const failure = submitFailureOf(
            error,
            (name) => Object.hasOwn(formApi.state.values as object, name),
            options.serverFields,
          );
          options.onFailed?.(failure);
          if (failure.kind === 'field') {
            showFieldFailure(formApi, failure.field, failure.messageKey);
            return;
          }
          const shown: FormFailureShown =
            error instanceof FormFailure
              ? error.shown
              : options.showServerMessage && failure.messageKey
                ? { messageKey: failure.messageKey }
                : (options.failure ?? { text: t`Changes not saved.` });
          // The form's own error (no field): the shell shows it; the next validation clears it.
          formApi.setErrorMap({ onServer: shown as never });
        }
      },
    });
  }

  return { useAppForm, useSchemaForm, withForm, withFieldGroup };
}

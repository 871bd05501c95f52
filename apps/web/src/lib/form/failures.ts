import { apiErrorOf } from '@parley/api';
import type { AnyFormApi } from '@tanstack/react-form';

/**
 * A failure the form knows belongs to one of its fields, found before or beside the server (a sign-in
 * error, a check the form asks for before saving). Thrown from a form's `onSubmit`, it lands on the
 * field like a server error naming it.
 */
export class FieldFailure extends Error {
  override name = 'FieldFailure';
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

/**
 * A failure to show above the form, as the form chose it: a translated text, or a message key (with
 * its values) for the shell to translate.
 */
export class FormFailure extends Error {
  override name = 'FormFailure';
  readonly shown: FormFailureShown;
  constructor(shown: string | FormFailureShown) {
    const described: FormFailureShown = typeof shown === 'string' ? { text: shown } : shown;
    super(described.text ?? described.messageKey);
    this.shown = described;
  }
}

/**
 * The server's name of a field when the form calls it otherwise: a map (`{ first_name: 'firstName' }`),
 * or a function where the message decides (an appointment's `end` is its end date or end time).
 */
export type ServerFields =
  | Readonly<Record<string, string>>
  | ((field: string, messageKey: string | null) => string | null);

export type SubmitFailure =
  | { kind: 'field'; field: string; messageKey: string }
  | { kind: 'form'; message: string | null; messageKey: string | null };

/**
 * Where a failed save goes: on the field it names (the server's `field`, renamed through `renames`
 * when the form calls it otherwise) when the form has that field, else above the form (`message`
 * when the form chose a text, else the server's key, if any).
 */
export function submitFailureOf(
  error: unknown,
  hasField: (name: string) => boolean,
  renames: ServerFields = {},
): SubmitFailure {
  if (error instanceof FieldFailure && hasField(error.field))
    return { kind: 'field', field: error.field, messageKey: error.messageKey };
  if (error instanceof FormFailure) return { kind: 'form', message: error.message, messageKey: null };
  const info = apiErrorOf(error);
  const named = info?.field
    ? typeof renames === 'function'
      ? renames(info.field, info.messageKey)
      : (renames[info.field] ?? info.field)
    : null;
  if (named && hasField(named))
    return { kind: 'field', field: named, messageKey: info?.messageKey ?? 'FORM_ERRORS.GENERAL' };
  return { kind: 'form', message: null, messageKey: info?.messageKey ?? null };
}

/**
 * Shows a field failure as the field's `onServer` error. It is marked as the form's own, so the form's
 * next validation (the person edits) clears it like any other.
 */
export function showFieldFailure(form: Pick<AnyFormApi, 'setFieldMeta'>, field: string, messageKey: string) {
  form.setFieldMeta(field, (prev) => ({
    ...prev,
    errorMap: { ...prev.errorMap, onServer: messageKey },
    errorSourceMap: { ...prev.errorSourceMap, onServer: 'form' },
  }));
}

/**
 * What the form shows above its fields after a failed save: the form's own text, or a message key (with
 * its values) the shell translates. Kept as the form's `onServer` error, so the form's next validation
 * (the person edits, or submits again) clears it.
 */
export type FormFailureShown =
  | { text: string; messageKey?: undefined; values?: undefined }
  | { text?: undefined; messageKey: string; values?: Record<string, unknown> };

export function isFormFailureShown(value: unknown): value is FormFailureShown {
  return (
    typeof value === 'object' &&
    value !== null &&
    (typeof (value as FormFailureShown).text === 'string' ||
      typeof (value as FormFailureShown).messageKey === 'string')
  );
}

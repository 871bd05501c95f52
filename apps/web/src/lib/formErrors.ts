import { useLingui } from '@lingui/react';
import type { AnyFormApi } from '@tanstack/react-form';
import { messageFor } from './messages.ts';

type Issue = string | { message?: string } | undefined | null;

/** The first validation issue of a TanStack Form field (a message key from a domain schema), translated. */
export function useFieldError() {
  const { i18n } = useLingui();
  return (errors: readonly unknown[], serverKey?: string | null): string | undefined => {
    const first = errors[0] as Issue;
    const key = typeof first === 'string' ? first : (first?.message ?? serverKey);
    return key ? i18n._(messageFor(key)) : undefined;
  };
}

export type ServerFieldError<F extends string> = { field: F; messageKey: string };

/**
 * The form field a failed save names, with its message key: a GraphqlRequestError (`info.field`,
 * `info.messageKey`, from `extensions`) or a RestError (`field`, `messageKey`). The server names a dot
 * path (`input.externalId`); its last segment is the form's field. Null when the error names none of
 * `fields` (show it above the form instead).
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): ServerFieldError<F> | null {
  if (!error || typeof error !== 'object') return null;
  const source =
    'info' in error && error.info && typeof error.info === 'object' ? (error.info as object) : error;
  const field = 'field' in source && typeof source.field === 'string' ? source.field : null;
  if (!field) return null;
  const name = field.slice(field.lastIndexOf('.') + 1);
  const match = fields.find((candidate) => candidate === name || candidate === field);
  if (!match) return null;
  const key = 'messageKey' in source && typeof source.messageKey === 'string' ? source.messageKey : null;
  return { field: match, messageKey: key ?? 'FORM_ERRORS.GENERAL' };
}

/**
 * Puts a failed save's error on the TanStack Form field it names (`errorMap.onServer`, shown by
 * `useFieldError` like any validation issue, cleared by the form's next validation once the person
 * edits). Returns false when the error names none of `fields`: the caller shows it above the form.
 */
export function showServerFieldError<F extends string>(
  form: Pick<AnyFormApi, 'setFieldMeta'>,
  error: unknown,
  fields: readonly F[],
): boolean {
  const found = serverFieldError(error, fields);
  if (!found) return false;
  form.setFieldMeta(found.field, (prev) => ({
    ...prev,
    errorMap: { ...prev.errorMap, onServer: found.messageKey },
    // Marked as the form's own so the next form-level validation (cause "server") clears it.
    errorSourceMap: { ...prev.errorSourceMap, onServer: 'form' },
  }));
  return true;
}

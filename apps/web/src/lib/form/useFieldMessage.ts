import { useLingui } from '@lingui/react';
import { messageFor } from '../messages.ts';
import { useFieldContext } from './context.ts';

type Issue = string | { message?: string } | undefined | null;

/** The translated text of an issue: a message key from a domain schema or the server. */
export function useIssueText() {
  const { i18n } = useLingui();
  return (issue: unknown): string | undefined => {
    const first = issue as Issue;
    const key = typeof first === 'string' ? first : first?.message;
    return key ? i18n._(messageFor(key)) : undefined;
  };
}

/**
 * The field's first error (a schema's message key, or a server's on its field), translated, and what a
 * kit field needs to show it. Errors show once the form was submitted or the field was left: the form
 * validates on submit, then on every change (`revalidateLogic` in `useSchemaForm`).
 */
export function useFieldMessage<T>() {
  const field = useFieldContext<T>();
  const text = useIssueText();
  const errorMessage = text(field.state.meta.errors[0]);
  return { field, errorMessage, isInvalid: Boolean(errorMessage) };
}

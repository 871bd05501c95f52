import { useLingui } from '@lingui/react';
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

import type { CombinedError } from 'urql';

export type GraphqlErrorInfo = {
  code: string | null;
  /** The input field the error is about, when the server names one. */
  field: string | null;
  /** Translation key of the message, when the server gives one. */
  messageKey: string | null;
  message: string;
};

/** The first GraphQL error's code, field and message key (see the error section of the schema). */
export function graphqlErrorInfo(error: CombinedError | undefined | null): GraphqlErrorInfo | null {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  if (!first)
    return {
      code: error.networkError ? 'NETWORK_ERROR' : null,
      field: null,
      messageKey: null,
      message: error.message,
    };
  const ext = first.extensions ?? {};
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    code: str(ext.code),
    field: str(ext.field),
    messageKey: str(ext.messageKey),
    message: first.message,
  };
}

import type { CombinedError } from 'urql';

export type GraphqlErrorInfo = {
  code: string | null;
  /** The input field the error is about, when the server names one. */
  field: string | null;
  /** Translation key of the message, when the server gives one. */
  messageKey: string | null;
  message: string;
};

/**
 * The first GraphQL error's code, field and message key (see the error section of the schema), from
 * urql's CombinedError or from a failed query or mutation (GraphqlRequestError, which carries it).
 */
export function graphqlErrorInfo(error: unknown): GraphqlErrorInfo | null {
  if (!error || typeof error !== 'object') return null;
  if ('info' in error) return (error as { info: GraphqlErrorInfo }).info;
  if (!('graphQLErrors' in error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { code: null, field: null, messageKey: null, message };
  }
  return combinedErrorInfo(error as CombinedError);
}

function combinedErrorInfo(error: CombinedError): GraphqlErrorInfo {
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

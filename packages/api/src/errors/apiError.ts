import { graphqlErrorInfo } from '../graphql/errors.ts';
import { RestError } from '../rest/restClient.ts';

/**
 * One shape for a failed call, whichever transport it took: the server's code, the input field it is
 * about (the last segment of a dot path: `payload.externalId` -> `externalId`) and the message key to
 * translate. GraphQL carries them in `extensions`, REST in its error body; a failure that reached no
 * server (offline, a thrown Error) has neither field nor key.
 */
export type ApiErrorInfo = {
  code: string | null;
  field: string | null;
  messageKey: string | null;
  message: string;
  /** The HTTP status of a REST answer; null for GraphQL and for failures without an answer. */
  status: number | null;
};

const lastSegment = (field: string | null | undefined) =>
  field ? field.slice(field.lastIndexOf('.') + 1) : null;

/** The error shape of anything a query or mutation rejected with; null for nothing at all. */
export function apiErrorOf(error: unknown): ApiErrorInfo | null {
  if (error === null || error === undefined) return null;
  if (error instanceof RestError) {
    return {
      code: error.code,
      field: lastSegment(error.field),
      messageKey: error.messageKey ?? null,
      message: error.message,
      status: error.status,
    };
  }
  const info = graphqlErrorInfo(error);
  if (!info) return { code: null, field: null, messageKey: null, message: String(error), status: null };
  return { ...info, field: lastSegment(info.field), status: null };
}

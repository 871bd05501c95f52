import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'NO_ACCOUNT'
  | 'DUPLICATE_EXTERNAL_ID'
  | 'ALREADY_CLAIMED'
  | 'INTERNAL_SERVER_ERROR';

/** HTTP status per code; Yoga uses `extensions.http.status` for the response and strips it from the body. */
export const httpStatusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  NO_ACCOUNT: 404,
  DUPLICATE_EXTERNAL_ID: 409,
  /** claimOpportunity lost the race: a conflict like DUPLICATE_EXTERNAL_ID, with field `id`. */
  ALREADY_CLAIMED: 409,
  INTERNAL_SERVER_ERROR: 500,
};

export function appError(
  code: ErrorCode,
  message: string,
  details: { field?: string; messageKey?: string } = {},
): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code, ...details, http: { status: httpStatusOf[code] } },
  });
}

export const unauthenticated = () => appError('UNAUTHENTICATED', 'Authentication required');
export const forbidden = (message = 'Forbidden') => appError('FORBIDDEN', message);
export const notFound = (what: string) => appError('NOT_FOUND', `${what} not found`);
export const badUserInput = (field: string, messageKey: string, message = 'Invalid input') =>
  appError('BAD_USER_INPUT', message, { field, messageKey });

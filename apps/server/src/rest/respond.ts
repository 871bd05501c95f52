import type { RestErrorBody, RestErrorCode } from '@parley/api/rest';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import { AppError, type AppErrorDetails, invalidInputError, isAppError } from '../errors.ts';

/*
 * The REST face of the one error type (src/errors.ts): every 4xx/5xx carries a RestErrorBody
 * `{error: {code, message, field?, messageKey?}}` with the error's HTTP status.
 */

const restCodes: ReadonlySet<string> = new Set<RestErrorCode>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'INTERNAL_SERVER_ERROR',
]);

/** Codes only GraphQL knows (ALREADY_CLAIMED, NO_ACCOUNT, ...) keep their status under a REST code. */
function restCodeOf(error: AppError): RestErrorCode {
  if (restCodes.has(error.code)) return error.code as RestErrorCode;
  if (error.status === 404) return 'NOT_FOUND';
  return error.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
}

export function restErrorBody(error: AppError): RestErrorBody {
  return {
    error: {
      code: restCodeOf(error),
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...(error.messageKey ? { messageKey: error.messageKey } : {}),
    },
  };
}

export function restErrorResponse(error: AppError): Response {
  return new Response(JSON.stringify(restErrorBody(error)), {
    status: error.status,
    headers: { ...error.headers, 'content-type': 'application/json' },
  });
}

/**
 * Hono `onError` of the REST routes: an AppError becomes its RestErrorBody; anything else goes on to
 * the app's handler, which logs it and answers a masked 500.
 */
export function renderAppError(error: Error): Response {
  if (!isAppError(error)) throw error;
  return restErrorResponse(error);
}

/** The JSON object body; BAD_REQUEST when it is not valid JSON or not an object. */
export async function readJsonBody(request: { json(): Promise<unknown> }): Promise<Record<string, unknown>> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'Body must be valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new AppError('BAD_REQUEST', 'Body must be a JSON object');
  return json as Record<string, unknown>;
}

// Response-returning forms, for handlers that answer errors instead of throwing them.

export function restError(code: RestErrorCode, message: string, extra: AppErrorDetails = {}) {
  const error = new AppError(code, message, extra);
  return { body: restErrorBody(error), status: error.status as ContentfulStatusCode };
}

export const fail = (code: RestErrorCode, message: string, extra?: AppErrorDetails) =>
  restErrorResponse(new AppError(code, message, extra));

/** A RestErrorBody with an HTTP status other than the code's own (413 for a too-large upload). */
export const failWithStatus = (
  status: ContentfulStatusCode,
  code: RestErrorCode,
  message: string,
  field?: string,
) => restErrorResponse(new AppError(code, message, { status, field }));

/** The first valibot issue as a 400 (see invalidInputError). */
export const invalidInput = (issues: readonly v.BaseIssue<unknown>[], whole: string) =>
  restErrorResponse(invalidInputError(issues, whole));

/** The JSON object body, or a 400 response. */
export async function readJsonObject(request: {
  json(): Promise<unknown>;
}): Promise<Record<string, unknown> | Response> {
  try {
    return await readJsonBody(request);
  } catch (error) {
    if (isAppError(error)) return restErrorResponse(error);
    throw error;
  }
}

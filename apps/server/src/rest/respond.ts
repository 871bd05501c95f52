import type { RestErrorBody, RestErrorCode } from '@parley/api/rest';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/** REST error answers: every 4xx/5xx carries a RestErrorBody. */

const statusOf: Record<RestErrorCode, ContentfulStatusCode> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  INTERNAL_SERVER_ERROR: 500,
};

export function restError(
  code: RestErrorCode,
  message: string,
  extra: { field?: string; messageKey?: string } = {},
) {
  const body: RestErrorBody = { error: { code, message, ...extra } };
  return { body, status: statusOf[code] };
}

/** A RestErrorBody response. */
export function fail(code: RestErrorCode, message: string, extra?: { field?: string; messageKey?: string }) {
  const { body, status } = restError(code, message, extra);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The first valibot issue as a 400: BAD_USER_INPUT naming the field, or BAD_REQUEST without one. */
export function invalidInput(issues: readonly v.BaseIssue<unknown>[], whole: string) {
  const issue = issues[0];
  const field = issue ? v.getDotPath(issue) : null;
  if (!issue || !field) return fail('BAD_REQUEST', whole);
  const isKey = issue.message.startsWith('FORM_ERRORS.');
  return fail('BAD_USER_INPUT', isKey ? `${field} is invalid` : issue.message, {
    field,
    ...(isKey ? { messageKey: issue.message } : {}),
  });
}

/** The JSON object body, or a 400 response. */
export async function readJsonObject(request: {
  json(): Promise<unknown>;
}): Promise<Record<string, unknown> | Response> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return fail('BAD_REQUEST', 'Body must be valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail('BAD_REQUEST', 'Body must be a JSON object');
  return json as Record<string, unknown>;
}

/** A RestErrorBody with an HTTP status other than the code's own (413 for a too-large upload). */
export function failWithStatus(
  status: ContentfulStatusCode,
  code: RestErrorCode,
  message: string,
  field?: string,
) {
  const body: RestErrorBody = { error: { code, message, ...(field ? { field } : {}) } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

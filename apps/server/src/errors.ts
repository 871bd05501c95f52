import { messageKeys, parseForm } from '@parley/domain';
import * as v from 'valibot';

/*
 * The one error type of the server. Services, resolvers and REST handlers throw it; GraphQL presents
 * it as `extensions {code, messageKey, field}` with `extensions.http.status` (graphql/errors.ts), REST
 * as a RestErrorBody with the same status (rest/respond.ts). Anything else that is thrown is a bug:
 * logged and answered with a masked 500.
 */

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'NO_ACCOUNT'
  | 'DUPLICATE_EXTERNAL_ID'
  | 'ALREADY_CLAIMED'
  | 'ALREADY_PURCHASED'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

/** HTTP status per code (an error may carry another one, e.g. 413 for a too-large upload). */
export const httpStatusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  NO_ACCOUNT: 404,
  DUPLICATE_EXTERNAL_ID: 409,
  /** claimOpportunity lost the race: a conflict like DUPLICATE_EXTERNAL_ID, with field `id`. */
  ALREADY_CLAIMED: 409,
  /** A shop bot the company has already (a bot once per company). */
  ALREADY_PURCHASED: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export type AppErrorDetails = {
  /** The offending input, as a dot path (`input.sharedToUserId`, `attachments.0.url`). */
  field?: string | undefined;
  /** A FORM_ERRORS.* key the client translates. */
  messageKey?: string | undefined;
  status?: number | undefined;
  /** Response headers the error needs (Retry-After of a 429). */
  headers?: Record<string, string> | undefined;
};

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly messageKey: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.code = code;
    this.status = details.status ?? httpStatusOf[code];
    this.field = details.field;
    this.messageKey = details.messageKey;
    this.headers = details.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const appError = (code: ErrorCode, message: string, details: AppErrorDetails = {}) =>
  new AppError(code, message, details);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Authentication required');
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const badUserInput = (field: string, messageKey: string, message = 'Invalid input') =>
  new AppError('BAD_USER_INPUT', message, { field, messageKey });

/**
 * The first valibot issue as BAD_USER_INPUT: field = the issue's dot path, messageKey = its message
 * (schemas report message keys). An issue of the whole input (no path) is BAD_REQUEST.
 */
export function invalidInputError(
  issues: readonly v.BaseIssue<unknown>[],
  whole = 'Invalid input',
): AppError {
  const issue = issues[0];
  const field = issue ? (v.getDotPath(issue) ?? undefined) : undefined;
  if (!issue || !field) return new AppError('BAD_REQUEST', whole, { messageKey: issue?.message });
  return new AppError('BAD_USER_INPUT', `${field} is invalid`, { field, messageKey: issue.message });
}

/**
 * The parsed input, or BAD_USER_INPUT. An issue whose schema names no key reports FORM_ERRORS.GENERAL,
 * so a client always gets a key it can translate.
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  whole?: string,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, input, { abortPipeEarly: true, message: messageKeys.general });
  if (!parsed.success) throw invalidInputError(parsed.issues, whole);
  return parsed.output;
}

/**
 * A domain form schema's output, or its first error as BAD_USER_INPUT: the form's field is renamed to
 * the API's input field (`firstName` → `first_name`), and an error of the whole form lands on
 * `fallbackField`. The server refuses with the key the form would show.
 */
export function parseFormInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
  { fieldOf = {}, fallbackField }: { fieldOf?: Record<string, string>; fallbackField: string },
): v.InferOutput<TSchema> {
  const parsed = parseForm(schema, values);
  if (parsed.success) return parsed.output;
  const [field, messageKey] = Object.entries(parsed.errors)[0] ?? [fallbackField, messageKeys.general];
  throw badUserInput(fieldOf[field] ?? field, messageKey ?? messageKeys.general);
}

/**
 * SQLSTATEs of class 22 (data exception) that only a value from the request can cause: a NUL
 * character or an invalid byte sequence in text (22021, 22P05 in jsonb), text that is not a uuid or
 * number (22P02), a number or date out of range (22003, 22008, 22007), text longer than its column
 * (22001). Division by zero and the like stay bugs.
 */
const INPUT_DATA_EXCEPTIONS: ReadonlySet<string> = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
]);

/**
 * BAD_REQUEST for a failed query whose database error (the error or one of its causes) says a value
 * the client sent cannot be stored or compared; undefined for anything else. The adapters' error
 * handlers answer with it instead of a 500: the input was refused, not the server broken.
 */
export function databaseInputError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code))
      return new AppError('BAD_REQUEST', 'The input holds a value the database cannot store', {
        messageKey: messageKeys.general,
      });
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

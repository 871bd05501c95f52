import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { type AppError, databaseInputError, isAppError } from '../errors.ts';

/*
 * The GraphQL face of the one error type (src/errors.ts): `extensions {code, messageKey, field}`, and
 * the HTTP status in `extensions.http.status`, which Yoga answers with and strips from the body.
 */

export {
  appError,
  badUserInput,
  type ErrorCode,
  forbidden,
  httpStatusOf,
  notFound,
  unauthenticated,
} from '../errors.ts';

export function graphQLErrorOf(error: AppError): GraphQLError {
  return createGraphQLError(error.message, {
    extensions: {
      code: error.code,
      ...(error.messageKey ? { messageKey: error.messageKey } : {}),
      ...(error.field ? { field: error.field } : {}),
      http: { status: error.status, ...(error.headers ? { headers: error.headers } : {}) },
    },
  });
}

/** An AppError, or a query the database refused because of a value from the input (errors.ts). */
function rethrowPresented(error: unknown): never {
  if (isAppError(error)) throw graphQLErrorOf(error);
  const refused = databaseInputError(error);
  throw refused ? graphQLErrorOf(refused) : error;
}

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

function presentingErrors(resolve: AnyFunction): AnyFunction {
  return function (this: unknown, ...args: unknown[]) {
    try {
      const result = resolve.apply(this, args);
      return result instanceof Promise ? result.catch(rethrowPresented) : result;
    } catch (error) {
      rethrowPresented(error);
    }
  };
}

/**
 * The resolver map with every field resolver presenting a thrown AppError (or a database refusal of
 * the input) as its GraphQL error; any other error stays as it is and is masked as a logged 500 by Yoga.
 */
export function presentAppErrors<T extends object>(resolvers: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    if (!fields || typeof fields !== 'object' || Object.getPrototypeOf(fields) !== Object.prototype) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields).map(([field, resolve]) => [
        field,
        typeof resolve === 'function' ? presentingErrors(resolve as AnyFunction) : resolve,
      ]),
    );
  }
  return wrapped as T;
}

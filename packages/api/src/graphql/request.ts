import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type AnyVariables, type Client, createRequest } from 'urql';
import { type GraphqlErrorInfo, graphqlErrorInfo } from './errors.ts';

/**
 * A GraphQL operation that failed, as TanStack Query sees it: `info` carries the server's code, field
 * and message key; `isNetworkError` says the server could not be reached (the transport had already
 * retried, spec 7).
 */
export class GraphqlRequestError extends Error {
  override name = 'GraphqlRequestError';
  constructor(
    readonly info: GraphqlErrorInfo,
    readonly isNetworkError: boolean,
  ) {
    super(info.message);
  }
}

type Transport = { readonly current: Client };

/**
 * urql shares one answer between identical queries on their way at the same time (same document and
 * variables). TanStack Query refetches on purpose (a change was made, the socket reconnected): a
 * refetch that joined a request sent before the change got the old answer (a customer just taken still
 * showed as in the pool). Every call is its own operation: urql's keys are unsigned hashes, these count
 * down from -1 (urql keeps nothing by key past the answer: the client has no cache exchange).
 */
let nextKey = -1;

/**
 * Runs one operation through urql as a plain transport (no urql cache: TanStack Query owns server
 * state) and resolves with its data, or rejects with a GraphqlRequestError. `v2` sends it to the v2
 * endpoint (spec 7).
 */
export async function graphqlRequest<TData, TVariables extends AnyVariables>(
  graphql: Transport,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { v2?: boolean } = {},
): Promise<TData> {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const context = { requestPolicy: 'network-only' as const, ...(options.v2 ? { v2: true } : {}) };
  const result =
    operation && 'operation' in operation && operation.operation === 'mutation'
      ? await graphql.current.mutation(document, variables, context).toPromise()
      : await graphql.current
          .executeQuery({ ...createRequest(document, variables), key: nextKey-- }, context)
          .toPromise();
  if (result.error || !result.data) {
    const info = graphqlErrorInfo(result.error) ?? {
      code: null,
      field: null,
      messageKey: null,
      message: 'The server answered without data.',
    };
    throw new GraphqlRequestError(info, Boolean(result.error?.networkError));
  }
  return result.data;
}

/** True when a failed request never reached the server (as opposed to an answer with errors). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof GraphqlRequestError && error.isNetworkError;
}

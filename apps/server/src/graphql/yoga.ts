import type { GraphQLError } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { AuthService } from '../auth/firebase.ts';
import { bearerToken, type Viewer, viewerFromToken } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { typeDefs } from '../generated/typeDefs.ts';
import type { Carrier } from '../inbox/carrier.ts';
import type { Notifier } from '../realtime/socket.ts';
import type { GraphQLContext } from './context.ts';
import { httpStatusOf } from './errors.ts';
import { resolvers } from './resolvers/index.ts';

export type GraphQLDeps = { db: Db; auth: AuthService; config: Config; notifier: Notifier; carrier: Carrier };

function withStatus(error: GraphQLError, status: number): GraphQLError {
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, http: { status } },
  });
}

/**
 * Request errors (syntax, unknown field, variable of the wrong type) produce a result without data.
 * Yoga answers those with 200 to clients that accept application/json; the contract says 400.
 */
const requestErrorsAre400: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !result || typeof result !== 'object' || Symbol.asyncIterator in result)
      return;
    if (!('errors' in result) || !result.errors?.length || result.data !== undefined) return;
    setResult({
      ...result,
      errors: result.errors.map((error) => {
        const http = (error.extensions?.http ?? {}) as { status?: number; spec?: boolean };
        const code = error.extensions?.code;
        if (code === 'INTERNAL_SERVER_ERROR' || (http.status && !http.spec)) return error;
        return isGraphQLError(error) ? withStatus(error, 400) : error;
      }),
    });
  },
};

/**
 * By name, not instanceof: under test runners graphql can be loaded twice (ESM and CJS), and an error
 * from one copy is not an instance of the other's class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/** Errors thrown on purpose carry a code; anything else is logged and answered with a masked 500. */
function maskError(error: unknown): Error {
  const graphQLError = isGraphQLError(error) ? error : undefined;
  const original = graphQLError?.originalError;
  if (graphQLError && (!original || isGraphQLError(original))) return graphQLError;
  console.error('[graphql] unexpected error:', original ?? error);
  return createGraphQLError('Internal server error', {
    ...(graphQLError ? { nodes: graphQLError.nodes, path: graphQLError.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: httpStatusOf.INTERNAL_SERVER_ERROR } },
  });
}

export function createGraphQLHandlers(deps: GraphQLDeps) {
  const schema = createSchema<GraphQLContext>({ typeDefs, resolvers });
  const make = (endpoint: string) =>
    createYoga<object, GraphQLContext>({
      schema,
      graphqlEndpoint: endpoint,
      graphiql: deps.config.environment === 'development',
      landingPage: false,
      logging: 'warn',
      maskedErrors: { maskError },
      plugins: [requestErrorsAre400],
      context: ({ request }): GraphQLContext => {
        let viewer: Promise<Viewer | null> | undefined;
        return {
          db: deps.db,
          auth: deps.auth,
          config: deps.config,
          notifier: deps.notifier,
          carrier: deps.carrier,
          request,
          viewer: () => {
            viewer ??= viewerFromToken(bearerToken(request.headers.get('authorization')), deps);
            return viewer;
          },
        };
      },
    });
  return { v1: make('/graphql'), v2: make('/v2/graphql'), schema };
}

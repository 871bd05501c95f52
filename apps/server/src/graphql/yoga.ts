import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, type GraphQLError, visit } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { AuthService } from '../auth/firebase.ts';
import { bearerToken, type Viewer, viewerFromToken } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import type { DbDeps } from '../deps.ts';
import { typeDefs } from '../generated/typeDefs.ts';
import type { Delivery } from '../inbox/delivery.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import type { RateLimiter } from '../security/rateLimit.ts';
import { logError } from '../security/safeLog.ts';
import type { GraphQLContext } from './context.ts';
import { httpStatusOf } from './errors.ts';
import { resolvers } from './resolvers/index.ts';

export type GraphQLDeps = DbDeps & {
  auth: AuthService;
  config: Config;
  notifier: Notifier;
  delivery: Delivery;
  jobs?: Jobs | undefined;
  rateLimiter: RateLimiter;
  /** HTTP to calendar providers (the stand-in's own routes are answered in process). */
  calendarFetch?: typeof fetch;
  graphFetch?: typeof fetch;
};

/** What app.ts hands Yoga with each request. */
export type GraphQLServerContext = { clientAddress: string };

/**
 * Limits checked before anything runs (GraphQL Armor). The app's own deepest document (the inbox
 * opportunity with its contact, labels and last message) is 5 levels; `me { teams { users { teams … } } }`
 * cycles resolve one query per node, so depth is what bounds them. Aliases let one request repeat an
 * expensive or mail-sending field; the app uses none.
 */
export const graphqlLimits = {
  maxDepth: 8,
  maxAliases: 10,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
};

const armor = new EnvelopArmor({
  maxDepth: { n: graphqlLimits.maxDepth, flattenFragments: true },
  maxAliases: { n: graphqlLimits.maxAliases },
  costLimit: { maxCost: graphqlLimits.maxCost },
  maxTokens: { n: graphqlLimits.maxTokens },
  maxDirectives: { n: graphqlLimits.maxDirectives },
  // "Did you mean …" would spell out the schema that introspection keeps from anonymous callers.
  blockFieldSuggestion: { enabled: true },
}).protect();

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/**
 * Introspection hands out the whole API surface: never in production, and in development only to a
 * signed-in caller. (graphql's NoSchemaIntrospectionCustomRule needs type info from the same graphql
 * instance as the validator, which test runners may load twice; the document alone is enough here.)
 */
function introspectionGuard(environment: Config['environment']): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (!asksForSchema(args.document)) return;
      if (environment === 'production') {
        setResultAndStopExecution({
          errors: [
            createGraphQLError('GraphQL introspection is not allowed in production', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            }),
          ],
        });
        return;
      }
      const context = args.contextValue as GraphQLContext;
      if (await context.viewer()) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError('Introspection needs a signed-in caller', {
            extensions: { code: 'UNAUTHENTICATED', http: { status: httpStatusOf.UNAUTHENTICATED } },
          }),
        ],
      });
    },
  };
}

/**
 * Operations travel by POST only (the clients never use GET): a GET query can be fired by any page
 * with an <img>, and it would run with the victim's network position (requestResetPassword is a
 * query). A GET without a query still reaches GraphiQL when it is on.
 */
const postOnly: Plugin = {
  onRequest({ request, url, endResponse, fetchAPI }) {
    if (request.method !== 'GET' || !url.searchParams.has('query')) return;
    endResponse(
      new fetchAPI.Response(
        JSON.stringify({
          errors: [{ message: 'Send GraphQL operations with POST', extensions: { code: 'BAD_REQUEST' } }],
        }),
        { status: 405, headers: { 'content-type': 'application/json', allow: 'POST' } },
      ),
    );
  },
};

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
  logError('[graphql] unexpected error:', original ?? error);
  return createGraphQLError('Internal server error', {
    ...(graphQLError ? { nodes: graphQLError.nodes, path: graphQLError.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: httpStatusOf.INTERNAL_SERVER_ERROR } },
  });
}

const yogaLogger = {
  debug: () => {},
  info: () => {},
  warn: (...args: unknown[]) => logError('[graphql] warning:', args[0]),
  error: (...args: unknown[]) => logError('[graphql]', args[0]),
};

export function createGraphQLHandlers(deps: GraphQLDeps) {
  const schema = createSchema<GraphQLContext>({ typeDefs, resolvers });
  const make = (endpoint: string) =>
    createYoga<GraphQLServerContext, GraphQLContext>({
      schema,
      graphqlEndpoint: endpoint,
      // Opt-in (GRAPHIQL=1) and development only; its introspection needs a token like any other.
      graphiql: deps.config.environment === 'development' && deps.config.graphiql === true,
      landingPage: false,
      // Yoga's own messages go through logError, which leaves out a failed query's parameters (issue 29):
      // its default logger printed an unexpected error whole, values included.
      logging: yogaLogger,
      // CORS is app.ts's business (one allow-list for GraphQL and REST); Yoga's default reflects any origin.
      cors: false,
      maskedErrors: { maskError },
      plugins: [postOnly, ...armor.plugins, introspectionGuard(deps.config.environment), requestErrorsAre400],
      context: ({ request, clientAddress }): GraphQLContext => {
        let viewer: Promise<Viewer | null> | undefined;
        return {
          db: deps.db,
          auth: deps.auth,
          config: deps.config,
          notifier: deps.notifier,
          delivery: deps.delivery,
          jobs: deps.jobs,
          request,
          clientAddress: clientAddress ?? 'unknown',
          rateLimiter: deps.rateLimiter,
          calendarFetch: deps.calendarFetch ?? fetch,
          graphFetch: deps.graphFetch ?? fetch,
          once: new Map(),
          viewer: () => {
            viewer ??= viewerFromToken(bearerToken(request.headers.get('authorization')), deps);
            return viewer;
          },
        };
      },
    });
  return { v1: make('/graphql'), v2: make('/v2/graphql'), schema };
}

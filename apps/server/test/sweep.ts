import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { createApp } from '../src/app.ts';
import { typeDefs } from '../src/generated/typeDefs.ts';

/*
 * Every GraphQL field of the schema as a callable operation with the least valid-looking arguments:
 * the authorization sweep (authorization-sweep.test.ts) calls each one as different people. Generated
 * from the schema, so a new field is swept the day it is added.
 */

export const schema = buildSchema(typeDefs);

/** An id that names nothing. */
export const UUID = '00000000-0000-4000-8000-0000000fffff';

/** A literal for a required input of `type` (optional inputs are left out). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return `"${UUID}"`;
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'false';
      case 'DateTime':
        return '"2030-01-07T09:00:00.000Z"';
      case 'JSON':
        return '{}';
      default:
        return '"x"';
    }
  }
  return 'null';
}

const argumentsOf = (args: readonly GraphQLArgument[]) => {
  const required = args.filter((arg) => isNonNullType(arg.type));
  return required.length === 0
    ? ''
    : `(${required.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})`;
};

const selectionOf = (field: GraphQLField<unknown, unknown>) =>
  isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';

export type SweptField = {
  name: string;
  operation: 'query' | 'mutation';
  document: string;
  field: GraphQLField<unknown, unknown>;
};

export function sweptFields(): SweptField[] {
  const fields: SweptField[] = [];
  for (const operation of ['query', 'mutation'] as const) {
    const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.name.startsWith('_')) continue;
      fields.push({
        name: `${operation === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
        operation,
        document: `${operation} { ${field.name}${argumentsOf(field.args)}${selectionOf(field)} }`,
        field,
      });
    }
  }
  return fields;
}

/**
 * Every REST API route the app registers, as `METHOD /path/:param` (the catch-alls left out): read
 * from the app itself, so a new route is swept the day it is added.
 */
export function sweptRoutes(app: Pick<ReturnType<typeof createApp>, 'routes'>): string[] {
  return [...new Set(app.routes.map(({ method, path }) => `${method} ${path}`))].filter(
    (route) => / \/api\//.test(route) && !route.startsWith('ALL '),
  );
}

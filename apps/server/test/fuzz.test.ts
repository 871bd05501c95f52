import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { ADMIN, createTestApp, OTHER, type TestApp, token, USER } from './helpers.ts';
import { schema, sweptFields, sweptRoutes, UUID } from './sweep.ts';

/*
 * The property-based fuzzer (issue 30): every GraphQL field of the schema and every REST route the app
 * registers (the same lists as the authorization sweep, sweep.ts) gets random and malformed input:
 * wrong types, huge and control-character strings, deeply nested JSON, out-of-range numbers, malformed
 * ids, broken bodies and content types. Whatever comes in, the answer is < 500, GraphQL answers JSON
 * without INTERNAL_SERVER_ERROR, nothing is logged as an unexpected error, and a mutation or REST
 * write that a company user or another company's admin gets refused changes no row.
 *
 * Runs as the admin (who gets furthest into the input) and some as USER and OTHER. The seed is fixed:
 * a failure prints the seed and the counterexample's path; replay it with `fc.assert(..., { seed, path })`.
 */

const SEED = 30;
const RUNS = { [ADMIN]: 8, [USER]: 3, [OTHER]: 3 } as const;
const ACTORS = [ADMIN, USER, OTHER] as const;

/** Ids of real rows, so some inputs get past "not found". No user ids: the fuzzer must not lock out the demo logins. */
const REAL_IDS = [
  demoIds.companyDemo,
  demoIds.companyOther,
  demoIds.brandParley,
  demoIds.brandNordlicht,
  demoIds.teamSales,
  demoIds.teamService,
  demoIds.teamOther,
];

const MALFORMED_IDS = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  UUID.toUpperCase(),
  `${UUID}x`,
  UUID.slice(1),
  UUID.replaceAll('-', ''),
  `{${UUID}}`,
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '1'.repeat(5000),
  '\u0000',
  "'",
  '../x',
  '%2F',
  '9007199254740993',
];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text of a log4j-style injection
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  '-0',
  '1e309',
  'null',
  '__proto__',
  'constructor',
  '\u202e',
  '\ud800',
  '\ufeff',
  'a\r\nb',
  '+49 170 0000000',
  '2030-02-30',
  '#fff',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'http://169.254.169.254/latest/meta-data',
  'x@y',
];

/** Field names the server reads somewhere: random objects built from them get past "unknown field". */
const VOCABULARY = [
  ...new Set(
    Object.values(schema.getTypeMap()).flatMap((type) =>
      isInputObjectType(type) ? Object.keys(type.getFields()) : [],
    ),
  ),
  'name',
  'title',
  'description',
  'labels',
  'tags',
  'ids',
  'id',
  'email',
  'phone',
  'date',
  'start',
  'end',
  'from',
  'to',
  'status',
  'text',
  'body',
  'key',
  'color',
  'logo',
  'limit',
  'offset',
  'cursor',
  'page',
  'section',
  'search',
  'filter',
  'sort',
  'messages',
  'productId',
  'type',
];

const hugeString = fc
  .tuple(
    fc.integer({ min: 1_000, max: 100_000 }),
    fc.constantFrom('x', 'ä', '😀', '\u0000', '<b>', ' ', '\n'),
  )
  .map(([length, piece]) => piece.repeat(Math.ceil(length / piece.length)));

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: hugeString },
);

const id: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: fc.constantFrom(...REAL_IDS) },
  { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_IDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const int = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 2_147_483_648, 1e15, 1.5, -0),
);

const float = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, 5e-324, -1e308),
);

const dateTime = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    '2030-02-30T00:00:00Z',
    '2030-01-07',
    '09:00',
    '',
    '0000-00-00T00:00:00Z',
    '2030-01-07T25:61:00Z',
    '1970-01-01T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    'yesterday',
  ),
  int,
);

/** `[[[...]]]` or `{a:{a:...}}`, built without recursion. */
const deeplyNested = fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
});

const json = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...VOCABULARY), fc.jsonValue({ maxDepth: 2 })) },
  { weight: 1, arbitrary: deeplyNested },
);

/** A value of another type than asked for. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 10 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

const scalars: Record<string, fc.Arbitrary<unknown>> = {
  ID: id,
  String: text,
  Int: int,
  Float: float,
  Boolean: fc.boolean(),
  DateTime: dateTime,
  JSON: json,
};

/** Mostly a value of `type` (with its own edge cases), sometimes one of another type. */
function inputOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  return fc.oneof(
    { weight: 6, arbitrary: wellTyped(type, depth) },
    { weight: isNonNullType(type) ? 0 : 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrongType },
  );
}

function wellTyped(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return wellTyped(type.ofType, depth);
  if (isListType(type))
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(inputOf(type.ofType, depth + 1), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc.array(wellTyped(type.ofType, depth + 1), { minLength: 100, maxLength: 600 }),
      },
    );
  if (isEnumType(type))
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    );
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, inputOf(field.type, depth + 1)])),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
    );
  }
  return (isScalarType(type) && scalars[type.name]) || text;
}

/** The returned object's own scalar fields, so the presenters run too (one level: no Armor depth). */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isScalarType(type) || isEnumType(type)) return '';
  if (!isObjectType(type)) return ' { __typename }';
  const leaves = Object.values(type.getFields()).filter((leaf) => {
    const named = getNamedType(leaf.type);
    return (isScalarType(named) || isEnumType(named)) && leaf.args.every((arg) => !isNonNullType(arg.type));
  });
  return ` { __typename ${leaves.map((leaf) => leaf.name).join(' ')} }`;
}

/** The field as an operation whose arguments are all variables, declared with the arguments' types. */
function operationOf(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args;
  const declared = args.length
    ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})`
    : '';
  const passed = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  return `${operation} Fuzz${declared} { ${field.name}${passed}${selectionOf(field)} }`;
}

function variablesOf(field: GraphQLField<unknown, unknown>): fc.Arbitrary<unknown> {
  const args = field.args;
  const wellFormed = fc.record(Object.fromEntries(args.map((arg) => [arg.name, inputOf(arg.type)])), {
    requiredKeys: args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
  });
  return fc.oneof(
    { weight: 12, arbitrary: wellFormed },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: wrongType },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/graphql',
  'application/octet-stream',
  '',
  ';;;',
];

// ---------------------------------------------------------------------------------------------------

// Built when the file loads: the REST routes to register tests for are read from it.
const t: TestApp = await createTestApp();
/** What the server logged as unexpected (logError of yoga.ts and app.ts's onError). */
const unexpected: string[] = [];

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    unexpected.push(parts.map(String).join(' ').slice(0, 2_000));
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  console.log(
    `[fuzz] rows compared around ${rowChecks.compared} refused write runs; ${rowChecks.answered} were answered`,
  );
  await t.close();
});

type Answer = { status: number; text: string };

async function send(
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const response = await t.app.request(path, init);
  return { status: response.status, text: await response.text() };
}

/** The answer of a request the fuzzer made: below 500, and nothing logged as unexpected. */
function expectHandled(answer: Answer, what: string) {
  const logged = unexpected.splice(0);
  if (answer.status >= 500 || logged.length)
    throw new Error(`${what} → ${answer.status} ${answer.text.slice(0, 500)}\n${logged.join('\n')}`);
}

/**
 * The one deliberate 5xx: createTestApp runs without the job queue, and a top-up or a newsletter
 * dispatch says so instead of losing its job. The server always has one.
 */
const NO_JOB_QUEUE =
  /"message":"No job queue: [^"]*","locations":[^\]]*\],"path":\["(conversationTopUp|createNewsletter)"\]/;

/** GraphQL: JSON, and no error masked as INTERNAL_SERVER_ERROR. */
function expectGraphQLHandled(answer: Answer, what: string) {
  if (answer.status === 500 && NO_JOB_QUEUE.test(answer.text)) return;
  expectHandled(answer, what);
  // Yoga's answers about the HTTP request itself (method, content type) have no GraphQL body.
  if (answer.status === 405 || answer.status === 415) return;
  let body: { errors?: { extensions?: { code?: string } }[] };
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`${what} → ${answer.status}, not JSON: ${answer.text.slice(0, 500)}`);
  }
  if (body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR'))
    throw new Error(`${what} → INTERNAL_SERVER_ERROR ${answer.text.slice(0, 500)}`);
}

function describeInput(value: unknown): string {
  const written = JSON.stringify(value) ?? String(value);
  return written.length > 300 ? `${written.slice(0, 300)}… (${written.length} chars)` : written;
}

type Rows<T> = { rows: T[] };
const query = async <T>(statement: ReturnType<typeof sql.raw>) =>
  ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;

/** Per table of the public schema: its row count and a checksum of all its rows. */
let snapshotStatement: ReturnType<typeof sql.raw> | undefined;
async function snapshot(): Promise<Record<string, string>> {
  if (!snapshotStatement) {
    const tables = await query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    snapshotStatement = sql.raw(
      tables
        .map(
          ({ table_name: name }) =>
            `select '${name}' as name, count(*) || ' ' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as sum from "${name}" r`,
        )
        .join(' union all '),
    );
  }
  const rows = await query<{ name: string; sum: string }>(snapshotStatement);
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/**
 * Runs `property` for each actor; around the runs of USER and OTHER on a write, the rows of every
 * table are compared: when every answer was a refusal, nothing may have changed.
 */
async function fuzzAs<T>(
  name: string,
  input: fc.Arbitrary<T>,
  call: (actor: string, value: T) => Promise<{ refused: boolean }>,
  writes: boolean,
) {
  for (const [index, actor] of ACTORS.entries()) {
    const checkRows = writes && actor !== ADMIN;
    const before = checkRows ? await snapshot() : undefined;
    let allRefused = true;
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const { refused } = await call(actor, value);
        if (!refused) allRefused = false;
      }),
      { numRuns: RUNS[actor], seed: SEED + index, endOnFailure: true },
    );
    if (!before) continue;
    if (allRefused) {
      expect(await snapshot(), `${name} as ${actor}: rows changed by a refusal`).toEqual(before);
      rowChecks.compared++;
    } else rowChecks.answered++;
  }
}

/** How many USER/OTHER write runs were all refusals (rows compared) and how many got an answer. */
const rowChecks = { compared: 0, answered: 0 };

describe('the GraphQL fuzzer', () => {
  const fields = sweptFields();

  it('covers every field of the schema', () => {
    expect(fields.length).toBeGreaterThan(80);
  });

  for (const { name, operation, field } of fields) {
    it(`${name} answers random arguments with < 500`, async () => {
      const document = operationOf(operation, field);
      const input = fc.record({
        variables: variablesOf(field),
        path: fc.constantFrom('/graphql', '/v2/graphql'),
      });
      await fuzzAs(
        name,
        input,
        async (actor, { variables, path }) => {
          const answer = await send(path, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              authorization: `Bearer ${token(actor)}`,
            },
            body: JSON.stringify({ query: document, variables }),
          });
          expectGraphQLHandled(answer, `${name} as ${actor} with ${describeInput(variables)}`);
          const body = JSON.parse(answer.text) as {
            data?: Record<string, unknown> | null;
            errors?: unknown[];
          };
          return {
            refused: answer.status >= 400 || (!!body.errors?.length && body.data?.[field.name] == null),
          };
        },
        operation === 'mutation',
      );
    });
  }

  it('answers malformed requests and documents with < 500 and JSON', async () => {
    const documents = fields.map((swept) => swept.document);
    const broken = fc
      .tuple(fc.constantFrom(...documents), fc.nat(), fc.nat(), fc.string({ maxLength: 5 }))
      .map(([document, at, length, insert]) => {
        const start = at % (document.length + 1);
        return document.slice(0, start) + insert + document.slice(start + (length % 8));
      });
    const handmade = fc.constantFrom(
      '{',
      '',
      'query { me',
      `{ ${'me { '.repeat(200)}${' }'.repeat(200)} }`,
      `{ ${'ping '.repeat(3_000)}}`,
      `{ ${Array.from({ length: 100 }, (_, n) => `a${n}: ping`).join(' ')} }`,
      '{ __schema { types { name fields { name } } } }',
      'query Q { me { ...F } } fragment F on User { ...F }',
      'query ($v: NoSuchType) { ping }',
      'query ($v: [[[[ID!]!]!]!]!) { ping }',
      'subscription { ping }',
      'mutation { ping }',
      `{ ping(x: "${'x'.repeat(500_000)}") }`,
      '{ opportunity(id: 1e309) { id } }',
      'query A { ping } query A { ping }',
      'query A { ping } query B { ping }',
      '{ ping @skip(if: $undefined) }',
      '{ ping @include }',
      '\u0000',
    );
    const body = fc.oneof(
      fc
        .record({ query: fc.oneof(broken, handmade, fc.string({ maxLength: 200 })) })
        .map((value) => JSON.stringify(value)),
      fc
        .record({
          query: fc.constantFrom(...documents),
          variables: wrongType,
          operationName: fc.oneof(fc.string({ maxLength: 10 }), wrongType),
          extensions: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })),
        })
        .map((value) => JSON.stringify(value)),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc
        .array(fc.record({ query: fc.constantFrom(...documents) }), { maxLength: 5 })
        .map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constant(`{"query": "{ ping }", "variables": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`),
      fc.constant('x'.repeat(1024 * 1024 + 1)),
    );
    const request = fc.record({
      body,
      contentType: fc.constantFrom(...CONTENT_TYPES),
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'OPTIONS'),
      path: fc.constantFrom('/graphql', '/v2/graphql'),
      actor: fc.constantFrom(...ACTORS, undefined),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ body: text, contentType, method, path, actor }) => {
        const headers: Record<string, string> = { accept: 'application/json' };
        if (contentType) headers['content-type'] = contentType;
        if (actor) headers.authorization = `Bearer ${token(actor)}`;
        const url = method === 'GET' ? `${path}?query=${encodeURIComponent(text.slice(0, 4_000))}` : path;
        const answer = await send(url, { method, headers, ...(method === 'GET' ? {} : { body: text }) });
        const what = `${method} ${path} (${contentType}) with ${describeInput(text)}`;
        if (method === 'OPTIONS' || method === 'PUT') expectHandled(answer, what);
        else expectGraphQLHandled(answer, what);
      }),
      { numRuns: 150, seed: SEED, endOnFailure: true },
    );
  });
});

// ---------------------------------------------------------------------------------------------------

/** Path params: real and random ids, malformed ones, very long ones, encoded slashes and dots. */
const pathParam = fc.oneof(
  { weight: 3, arbitrary: id.map(encodeURIComponent) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%2F',
      '%2e%2e',
      '..',
      '%00',
      '%E0%A4%A',
      'a%2Fb',
      '%252F',
      '~',
      '@',
      'x'.repeat(10_000),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent) },
);

const queryValue = fc.oneof(
  text,
  int.map(String),
  id,
  dateTime.map(String),
  fc.constantFrom('true', 'false', '[]', '{}'),
);
const queryString = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(...VOCABULARY),
          queryValue.map((value) => value.slice(0, 3_000)),
        ),
        {
          maxLength: 5,
        },
      )
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?%',
      '?a=%ZZ&=&&',
      '?limit=-1&offset=-1',
      '?limit=1e309',
      '?section=__proto__&page=NaN',
    ),
  },
);

const jsonBody = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.dictionary(
      fc.constantFrom(...VOCABULARY),
      fc.oneof(wrongType, text, id, int, dateTime, json),
      { maxKeys: 6 },
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deeplyNested },
);

const restBody = fc.oneof(
  { weight: 6, arbitrary: jsonBody.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 100 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":', '\u0000') },
  { weight: 1, arbitrary: fc.constant(`{"x":"${'x'.repeat(2 * 1024 * 1024)}"}`) },
);

const restRequest = fc.record({
  params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
  query: queryString,
  body: restBody,
  contentType: fc.oneof(
    { weight: 4, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  ),
});

describe('the REST fuzzer', () => {
  it('covers every route of the API', () => {
    expect(sweptRoutes(t.app).length).toBeGreaterThan(40);
  });

  for (const route of sweptRoutes(t.app)) {
    const [method, path] = route.split(' ') as [string, string];
    it(`${route} answers random params, queries and bodies with < 500`, async () => {
      await fuzzAs(
        route,
        restRequest,
        async (actor, request) => {
          let param = 0;
          const url = path.replace(/:[A-Za-z]+/g, () => request.params[param++] ?? UUID) + request.query;
          const hasBody = method !== 'GET' && method !== 'HEAD';
          const headers: Record<string, string> = { authorization: `Bearer ${token(actor)}` };
          if (hasBody && request.contentType) headers['content-type'] = request.contentType;
          const answer = await send(url, { method, headers, ...(hasBody ? { body: request.body } : {}) });
          expectHandled(
            answer,
            `${method} ${url.slice(0, 300)} as ${actor} (${request.contentType}) with ${describeInput(request.body)}`,
          );
          return { refused: answer.status >= 400 };
        },
        method !== 'GET',
      );
    });
  }
});

describe('what the fuzzer found (issue 30)', () => {
  const graphql = (actor: string, query: string, variables: Record<string, unknown>) =>
    send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token(actor)}` },
      body: JSON.stringify({ query, variables }),
    });

  // A NUL character is text PostgreSQL cannot store or compare: it was a 500 with a logged error.
  it('refuses a NUL character in an id with 400, not 500', async () => {
    const answer = await graphql(USER, 'query ($id: ID!) { appointment(id: $id) { id } }', { id: '\u0000' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST' });
    const list = await graphql(ADMIN, 'query ($ids: [ID!]) { users(ids: $ids) { id } }', {
      ids: [UUID, '\u0000'],
    });
    expect(list.status).toBe(400);
    expect(unexpected.splice(0)).toEqual([]);
  });

  it('refuses a NUL character in stored text with 400 and stores nothing', async () => {
    const before = await snapshot();
    const answer = await graphql(
      OTHER,
      'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
      { input: { name: 'Fuzz', type: 'STANDARD', address: { street: 'rt', zipCode: 'a\u0000b' } } },
    );
    expect(answer.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(unexpected.splice(0)).toEqual([]);
  });

  it('refuses a NUL character in a REST path with 400', async () => {
    const answer = await send('/api/core-service/customers/%00', {
      method: 'GET',
      headers: { authorization: `Bearer ${token(USER)}` },
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(unexpected.splice(0)).toEqual([]);
  });

  it('sees a change in the rows (the check above is not blind)', async () => {
    const before = await snapshot();
    const answer = await graphql(
      USER,
      'mutation ($input: QuickReplyInput!) { createUserQuickReply(input: $input) { id } }',
      { input: { title: 'Fuzz check', body: 'Hello' } },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(await snapshot()).not.toEqual(before);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { EXPRESSION_MAX_DEPTH, EXPRESSION_MAX_LENGTH } from './constants.ts';
import {
  type ExpressionContext,
  type ExpressionValue,
  evaluateExpression,
  isTruthy,
  type ParsedExpression,
  parseExpression,
  scriptExpressionSchema,
} from './expression.ts';

const context: ExpressionContext = {
  'contact.firstName': 'Erika',
  'contact.lastName': 'Mustermann',
  'contact.age': 42,
  'contact.vip': true,
  'contact.labels': ['vip', 'Newsletter'],
  'contact.email': null,
  'message.body': 'Hello, I would like to ORDER a pizza',
  'opportunity.status': 'OPEN',
  'opportunity.amount': 12.5,
};

function parsed(source: string): ParsedExpression {
  const result = parseExpression(source);
  if (!result.ok) throw new Error(`${source} did not parse: ${JSON.stringify(result)}`);
  return result.expression;
}

const run = (source: string, values: ExpressionContext = context): ExpressionValue =>
  evaluateExpression(parsed(source), values);

describe('parseExpression and evaluateExpression', () => {
  it.each<[string, ExpressionValue]>([
    ['"Erika"', 'Erika'],
    ["'it\\'s'", "it's"],
    ['"say \\"hi\\""', 'say "hi"'],
    ['"back\\\\slash"', 'back\\slash'],
    ['"a\\nb\\tc\\rd"', 'a\nb\tc\rd'],
    ["'mixed \" quote'", 'mixed " quote'],
    ['""', ''],
    ['42', 42],
    ['3.25', 3.25],
    ['-7', -7],
    ['-0.5', -0.5],
    ['true', true],
    ['false', false],
    ['null', null],
    ['contact.firstName', 'Erika'],
    ['contact.labels', ['vip', 'Newsletter']],
    ['  ( contact.age )  ', 42],
  ])('reads %s', (source, value) => {
    expect(run(source)).toEqual(value);
  });

  it.each<[string, boolean]>([
    // comparisons of numbers and of strings
    ['contact.age > 40', true],
    ['contact.age >= 42', true],
    ['contact.age < 42', false],
    ['contact.age <= 42', true],
    ['opportunity.amount > -1', true],
    ['"abc" < "abd"', true],
    ['"b" >= "a"', true],
    // equality is exact
    ['contact.firstName == "Erika"', true],
    ['contact.firstName == "erika"', false],
    ['contact.firstName != "Erika"', false],
    ['opportunity.status != "CLOSED"', true],
    ['contact.email == null', true],
    ['contact.firstName != null', true],
    ['contact.vip == true', true],
    ['contact.labels == contact.labels', true],
    // contains, startsWith, endsWith ignore case
    ['message.body contains "order"', true],
    ['message.body contains "PIZZA"', true],
    ['message.body contains "burger"', false],
    ['contact.labels contains "vip"', true],
    ['contact.labels contains "newsletter"', true],
    ['contact.labels contains "new"', false],
    ['message.body startsWith "hello"', true],
    ['message.body startsWith "pizza"', false],
    ['message.body endsWith "PIZZA"', true],
    ['message.body endsWith "hello"', false],
    // not, and, or in both spellings
    ['not contact.vip', false],
    ['!contact.vip', false],
    ['!!contact.vip', true],
    ['contact.vip and contact.age > 40', true],
    ['contact.vip && contact.age > 50', false],
    ['contact.age > 50 or contact.vip', true],
    ['contact.age > 50 || contact.email != null', false],
    // keywords are whole words; after a dot they are path segments
    ['message.contains == null', true],
    ['notes == null', true],
    ['android == null and oracle == null', true],
  ])('%s is %s', (source, value) => {
    expect(run(source)).toBe(value);
  });

  it('binds by precedence: not, relational, equality, contains, and, or', () => {
    // `and` before `or`
    expect(run('true or false and false')).toBe(true);
    expect(run('(true or false) and false')).toBe(false);
    // relational before equality
    expect(run('contact.age > 40 == true')).toBe(true);
    expect(parsed('1 < 2 == true')).toEqual({
      kind: 'compare',
      operator: '==',
      left: {
        kind: 'compare',
        operator: '<',
        left: { kind: 'literal', value: 1 },
        right: { kind: 'literal', value: 2 },
      },
      right: { kind: 'literal', value: true },
    });
    // equality before contains: `a == b contains c` is `(a == b) contains c`
    expect(parsed('a == b contains c')).toMatchObject({ kind: 'compare', operator: 'contains' });
    // comparisons before and/or
    expect(parsed('a contains "x" and b == 1 or c')).toEqual({
      kind: 'or',
      operands: [
        {
          kind: 'and',
          operands: [
            {
              kind: 'compare',
              operator: 'contains',
              left: { kind: 'variable', path: 'a' },
              right: { kind: 'literal', value: 'x' },
            },
            {
              kind: 'compare',
              operator: '==',
              left: { kind: 'variable', path: 'b' },
              right: { kind: 'literal', value: 1 },
            },
          ],
        },
        { kind: 'variable', path: 'c' },
      ],
    });
    // `not` binds tightest: `not x == y` is `(not x) == y`
    expect(run('not contact.vip == false')).toBe(true);
    expect(run('not contact.firstName == "Erika"')).toBe(false);
    expect(run('not (contact.firstName == "Erika")')).toBe(false);
    expect(run('not (contact.firstName == "Max")')).toBe(true);
  });

  it('reads an unknown variable as null', () => {
    expect(run('contact.nickname')).toBeNull();
    expect(run('contact.nickname == null')).toBe(true);
    expect(run('contact.nickname contains "a"')).toBe(false);
    expect(run('not contact.nickname')).toBe(true);
    expect(run('contact.firstName', {})).toBeNull();
  });

  it('makes comparisons of mismatched types false (and != true)', () => {
    expect(run('"1" == 1')).toBe(false);
    expect(run('"1" != 1')).toBe(true);
    expect(run('contact.age > "40"')).toBe(false);
    expect(run('contact.age <= "40"')).toBe(false);
    expect(run('contact.firstName < 5')).toBe(false);
    expect(run('null < 1')).toBe(false);
    expect(run('true > false')).toBe(false);
    expect(run('contact.age contains "4"')).toBe(false);
    expect(run('contact.labels contains 1')).toBe(false);
    expect(run('contact.labels startsWith "vip"')).toBe(false);
    expect(run('message.body endsWith null')).toBe(false);
    expect(run('contact.labels == "vip"')).toBe(false);
  });

  it('reads only own keys of the context: no path reaches a prototype', () => {
    for (const path of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'constructor.name']) {
      expect(run(path)).toBeNull();
      expect(run(`${path} == null`)).toBe(true);
    }
    expect(run('contact.firstName.constructor')).toBeNull();
    expect(run('contact.firstName.length')).toBeNull();
    const own = JSON.parse('{"__proto__": "own", "constructor": "mine"}') as ExpressionContext;
    expect(run('__proto__', own)).toBe('own');
    expect(run('constructor', own)).toBe('mine');
    const bare = Object.create(null) as Record<string, ExpressionValue>;
    bare['contact.firstName'] = 'Erika';
    expect(run('contact.firstName == "Erika"', bare)).toBe(true);
  });

  it('never throws, and reads values outside the language as null', () => {
    const odd = { 'a.object': { x: 1 }, 'a.undefined': undefined, 'a.nan': Number.NaN } as never;
    expect(run('a.object', odd)).toBeNull();
    expect(run('a.undefined', odd)).toBeNull();
    expect(run('a.nan', odd)).toBeNull();
    expect(evaluateExpression({ kind: 'nonsense' } as never, context)).toBeNull();
    expect(evaluateExpression({ kind: 'and' } as never, context)).toBeNull();
  });

  it.each<[string, number]>([
    ['', 0],
    ['   ', 3],
    ['contact.firstName ==', 20],
    ['== 1', 0],
    ['a = 1', 2],
    ['a & b', 2],
    ['a | b', 2],
    ['a b', 2],
    ['(a', 2],
    ['a)', 1],
    ['()', 1],
    ['"open', 0],
    ["x == 'open", 5],
    ['"bad \\q escape"', 5],
    ['contact.', 8],
    ['contact..name', 8],
    ['.name', 0],
    ['1.', 1],
    ['1.2.3', 3],
    ['12abc', 2],
    ['a == b == c', 7],
    ['1 < 2 < 3', 6],
    ['a contains b startsWith c', 13],
    ['not', 3],
    ['a and', 5],
    ['a # b', 2],
    ['a ?? b', 2],
    ['a + 1', 2],
    ['a - 1', 2],
  ])('refuses %j at %i', (source, position) => {
    expect(parseExpression(source)).toEqual({ ok: false, messageKey: 'BOT_SYSTEM.SCRIPT_INVALID', position });
  });

  it('accepts a chained comparison once it is parenthesized', () => {
    expect(run('(1 < 2) == true')).toBe(true);
    expect(run('(a == b) == true')).toBe(true);
  });

  it('refuses a source longer than EXPRESSION_MAX_LENGTH', () => {
    const longest = `"${'x'.repeat(EXPRESSION_MAX_LENGTH - 2)}"`;
    expect(parseExpression(longest).ok).toBe(true);
    expect(parseExpression(`${longest} `)).toEqual({ ok: false, messageKey: 'BOT_SYSTEM.SCRIPT_TOO_LONG' });
  });

  it('refuses nesting deeper than EXPRESSION_MAX_DEPTH, with SCRIPT_INVALID instead of a stack overflow', () => {
    const parens = (depth: number) => `${'('.repeat(depth)}true${')'.repeat(depth)}`;
    const nots = (depth: number, not = 'not ') => `${not.repeat(depth)}true`;
    expect(run(parens(EXPRESSION_MAX_DEPTH))).toBe(true);
    expect(parseExpression(parens(EXPRESSION_MAX_DEPTH + 1))).toEqual({
      ok: false,
      messageKey: 'BOT_SYSTEM.SCRIPT_INVALID',
      position: EXPRESSION_MAX_DEPTH,
    });
    expect(run(nots(EXPRESSION_MAX_DEPTH))).toBe(true);
    expect(parseExpression(nots(EXPRESSION_MAX_DEPTH + 1))).toMatchObject({
      ok: false,
      messageKey: 'BOT_SYSTEM.SCRIPT_INVALID',
      position: EXPRESSION_MAX_DEPTH * 4,
    });
    expect(parseExpression(nots(EXPRESSION_MAX_DEPTH + 1, '!'))).toMatchObject({ ok: false });
    // parentheses and nots count together
    expect(parseExpression(`not ${parens(EXPRESSION_MAX_DEPTH)}`)).toMatchObject({ ok: false });
    // far past the limit still answers, without a RangeError
    const deep = 100_000;
    expect(parseExpression(parens(deep), { maxLength: Number.POSITIVE_INFINITY })).toMatchObject({
      ok: false,
    });
    expect(parseExpression(nots(deep, '!'), { maxLength: Number.POSITIVE_INFINITY })).toMatchObject({
      ok: false,
    });
    // long flat chains are loops, not nesting
    const chain = Array.from({ length: 40 }, (_, i) => `v${i}==${i}`).join(' or ');
    expect(run(`${chain} or contact.vip`)).toBe(true);
    expect(run(`${'!'.repeat(EXPRESSION_MAX_DEPTH - 2)}(${chain} or contact.vip) and contact.vip`)).toBe(
      true,
    );
  });

  it('parses and evaluates in linear time', () => {
    // Three attempts, one must pass: a quadratic parser fails every one, a busy machine's noise only some.
    const linear = (measure: (n: number) => unknown) =>
      [0, 1, 2].some(() => growthOf(measure, { length: 5_000 }).linear);
    const unbounded = { maxLength: Number.POSITIVE_INFINITY };
    const chain = (n: number) => `${'a.b == "x" and c contains \'y\' or '.repeat(n / 30)}false`;
    const sources: Record<string, (n: number) => string> = {
      chain,
      escapes: (n) => `"${'\\"'.repeat(n / 2)}"`,
      unterminated: (n) => `"${'\\n'.repeat(n / 2)}`,
      path: (n) => `${'segment.'.repeat(n / 8)}end`,
      parens: (n) => '('.repeat(n),
      nots: (n) => '!'.repeat(n),
      digits: (n) => '1'.repeat(n),
      blanks: (n) => `${' '.repeat(n)}x`,
      invalidTail: (n) => `${'a and '.repeat(n / 6)}=`,
    };
    for (const [name, source] of Object.entries(sources)) {
      const parse = (n: number) => parseExpression(source(n), unbounded);
      expect(linear(parse), `${name}: ${describeGrowth(growthOf(parse))}`).toBe(true);
    }
    // Every group of the chain is false (`c` lacks a "y"), so `or` evaluates all of them.
    const trees = new Map<number, ParsedExpression>();
    const treeOf = (n: number): ParsedExpression => {
      const known = trees.get(n);
      if (known) return known;
      const result = parseExpression(chain(n), unbounded);
      if (!result.ok) throw new Error('the chain does not parse');
      trees.set(n, result.expression);
      return result.expression;
    };
    const bigContext: ExpressionContext = { 'a.b': 'x', c: 'x'.repeat(1000) };
    expect(evaluateExpression(treeOf(300), bigContext)).toBe(false);
    expect(linear((n) => evaluateExpression(treeOf(n), bigContext))).toBe(true);
    expect(linear((n) => v.safeParse(scriptExpressionSchema, `${' '.repeat(n)}a`))).toBe(true);
  });
});

describe('isTruthy', () => {
  it.each<[ExpressionValue, boolean]>([
    [null, false],
    [false, false],
    [true, true],
    [0, false],
    [1, true],
    [-1, true],
    ['', false],
    ['0', true],
    [[], false],
    [['a'], true],
  ])('%j is %s', (value, truthy) => {
    expect(isTruthy(value)).toBe(truthy);
  });
});

describe('scriptExpressionSchema', () => {
  const issue = (input: unknown) => {
    const result = v.safeParse(scriptExpressionSchema, input);
    return result.success ? null : result.issues[0].message;
  };

  it('accepts an expression that parses, trimmed', () => {
    const result = v.safeParse(scriptExpressionSchema, '  contact.labels contains "vip"  ');
    expect(result.success && result.output).toBe('contact.labels contains "vip"');
  });

  it('reports message keys', () => {
    expect(issue('')).toBe('FORM_ERRORS.REQUIRED');
    expect(issue('   ')).toBe('FORM_ERRORS.REQUIRED');
    expect(issue(undefined)).toBe('FORM_ERRORS.REQUIRED');
    expect(issue('a == ')).toBe('BOT_SYSTEM.SCRIPT_INVALID');
    expect(issue(`"${'x'.repeat(EXPRESSION_MAX_LENGTH)}"`)).toBe('BOT_SYSTEM.SCRIPT_TOO_LONG');
    expect(issue(`   ${'x'.repeat(EXPRESSION_MAX_LENGTH)}   `)).toBeNull();
    expect(issue('x'.repeat(EXPRESSION_MAX_LENGTH * 10))).toBe('BOT_SYSTEM.SCRIPT_TOO_LONG');
  });
});

import * as v from 'valibot';
import { requiredText } from '../validation/text.ts';
import { EXPRESSION_MAX_DEPTH, EXPRESSION_MAX_LENGTH, expressionMessageKeys } from './constants.ts';

/*
 * The script node's expression language: a condition over what the bot knows of the conversation
 * (`contact.labels contains 'vip' and message.body startsWith 'order'`), parsed and evaluated without
 * `eval`. The tokenizer reads each character once, the parser never backtracks, `and`/`or` chains are
 * loops, so both run in time linear in the source; only parentheses and `not` recurse, and they stop
 * at EXPRESSION_MAX_DEPTH. Evaluation reads variables by their whole dotted path as an own key of the
 * context, so no path reaches a prototype.
 */

export type ExpressionValue = string | number | boolean | null | readonly string[];
/** What a script may read, keyed by the dotted path: `{ 'contact.firstName': 'Erika' }`. */
export type ExpressionContext = { readonly [path: string]: ExpressionValue };

export type ComparisonOperator =
  | '<'
  | '<='
  | '>'
  | '>='
  | '=='
  | '!='
  | 'contains'
  | 'startsWith'
  | 'endsWith';

/** The tree of a parsed expression; plain data, so it can be stored beside its source. */
export type ParsedExpression =
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null }
  | { readonly kind: 'variable'; readonly path: string }
  | { readonly kind: 'not'; readonly operand: ParsedExpression }
  | {
      readonly kind: 'compare';
      readonly operator: ComparisonOperator;
      readonly left: ParsedExpression;
      readonly right: ParsedExpression;
    }
  | { readonly kind: 'and' | 'or'; readonly operands: readonly ParsedExpression[] };

export type ParseExpressionResult =
  | { ok: true; expression: ParsedExpression }
  | {
      ok: false;
      messageKey: (typeof expressionMessageKeys)[keyof typeof expressionMessageKeys];
      /** Where the parser gave up: a 0-based offset into the source (its length at an unexpected end). */
      position?: number;
    };

// ---------------------------------------------------------------------------------------------------
// Tokens

type OperatorName = ComparisonOperator | 'and' | 'or' | 'not';
type Token =
  | { type: 'literal'; value: string | number | boolean | null; start: number }
  | { type: 'variable'; path: string; start: number }
  | { type: 'operator'; operator: OperatorName; start: number }
  | { type: '(' | ')'; start: number };

/** A failure while reading the source, thrown inside the parser only and turned into a result. */
class SyntaxFailure {
  constructor(readonly position: number) {}
}

// Maps, not object literals: a word like `constructor` must not find a prototype's property.
const WORD_OPERATORS = new Map<string, OperatorName>([
  ['and', 'and'],
  ['or', 'or'],
  ['not', 'not'],
  ['contains', 'contains'],
  ['startsWith', 'startsWith'],
  ['endsWith', 'endsWith'],
]);
const WORD_LITERALS = new Map<string, boolean | null>([
  ['true', true],
  ['false', false],
  ['null', null],
]);
const SYMBOL_OPERATORS = new Map<string, OperatorName>([
  ['<=', '<='],
  ['>=', '>='],
  ['==', '=='],
  ['!=', '!='],
  ['&&', 'and'],
  ['||', 'or'],
  ['<', '<'],
  ['>', '>'],
  ['!', 'not'],
]);
const ESCAPES = new Map<string, string>([
  ['\\', '\\'],
  ['"', '"'],
  ["'", "'"],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
]);

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isIdentifierStart = (char: string | undefined) =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || char === '_');
const isIdentifierPart = (char: string | undefined) => isIdentifierStart(char) || isDigit(char);
const isBlank = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/** Reads an identifier from `start`; returns the index after it. */
function identifierEnd(source: string, start: number): number {
  let index = start;
  while (isIdentifierPart(source[index])) index += 1;
  return index;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] as string;
    const start = index;
    if (isBlank(char)) {
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char, start });
      index += 1;
    } else if (char === '"' || char === "'") {
      // Parts collected and joined once: no string grows character by character.
      const parts: string[] = [];
      let partStart = index + 1;
      index += 1;
      for (;;) {
        const next = source[index];
        if (next === undefined) throw new SyntaxFailure(start);
        if (next === char) break;
        if (next === '\\') {
          const escaped = ESCAPES.get(source[index + 1] ?? '');
          if (escaped === undefined) throw new SyntaxFailure(index);
          parts.push(source.slice(partStart, index), escaped);
          index += 2;
          partStart = index;
        } else {
          index += 1;
        }
      }
      parts.push(source.slice(partStart, index));
      index += 1;
      tokens.push({ type: 'literal', value: parts.join(''), start });
    } else if (isDigit(char) || (char === '-' && isDigit(source[index + 1]))) {
      index += 1;
      while (isDigit(source[index])) index += 1;
      if (source[index] === '.') {
        if (!isDigit(source[index + 1])) throw new SyntaxFailure(index);
        index += 1;
        while (isDigit(source[index])) index += 1;
      }
      if (isIdentifierPart(source[index]) || source[index] === '.') throw new SyntaxFailure(index);
      const value = Number(source.slice(start, index));
      if (!Number.isFinite(value)) throw new SyntaxFailure(start);
      tokens.push({ type: 'literal', value, start });
    } else if (isIdentifierStart(char)) {
      index = identifierEnd(source, index);
      const word = source.slice(start, index);
      const operator = WORD_OPERATORS.get(word);
      if (operator !== undefined) {
        tokens.push({ type: 'operator', operator, start });
        continue;
      }
      if (WORD_LITERALS.has(word)) {
        tokens.push({ type: 'literal', value: WORD_LITERALS.get(word) as boolean | null, start });
        continue;
      }
      // A dotted path: after a dot any identifier is a segment, keywords too (`message.contains`).
      while (source[index] === '.') {
        if (!isIdentifierStart(source[index + 1])) throw new SyntaxFailure(index + 1);
        index = identifierEnd(source, index + 1);
      }
      tokens.push({ type: 'variable', path: source.slice(start, index), start });
    } else {
      const pair = source.slice(index, index + 2);
      const symbol = SYMBOL_OPERATORS.has(pair) ? pair : char;
      const operator = SYMBOL_OPERATORS.get(symbol);
      if (operator === undefined) throw new SyntaxFailure(index);
      tokens.push({ type: 'operator', operator, start });
      index += symbol.length;
    }
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------------
// Parser: precedence from loosest to tightest: or, and, contains/startsWith/endsWith, == !=,
// < <= > >=, not.

/** Each level binds at most one operator of its own: `a == b == c` is refused, not silently grouped. */
const COMPARISON_LEVELS: readonly (readonly ComparisonOperator[])[] = [
  ['contains', 'startsWith', 'endsWith'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
];

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly sourceLength: number,
  ) {}

  parse(): ParsedExpression {
    const expression = this.parseChain('or');
    const rest = this.tokens[this.index];
    if (rest) throw new SyntaxFailure(rest.start);
    return expression;
  }

  private peekOperator(): string | undefined {
    const token = this.tokens[this.index];
    return token?.type === 'operator' ? token.operator : undefined;
  }

  private parseChain(kind: 'and' | 'or'): ParsedExpression {
    const next = () => (kind === 'or' ? this.parseChain('and') : this.parseComparison(0));
    const first = next();
    if (this.peekOperator() !== kind) return first;
    const operands = [first];
    while (this.peekOperator() === kind) {
      this.index += 1;
      operands.push(next());
    }
    return { kind, operands };
  }

  private parseComparison(level: number): ParsedExpression {
    const operators = COMPARISON_LEVELS[level];
    if (!operators) return this.parseUnary();
    const left = this.parseComparison(level + 1);
    const operator = this.peekOperator() as ComparisonOperator | undefined;
    if (operator === undefined || !operators.includes(operator)) return left;
    this.index += 1;
    const right = this.parseComparison(level + 1);
    const after = this.peekOperator() as ComparisonOperator | undefined;
    if (after !== undefined && operators.includes(after)) {
      throw new SyntaxFailure((this.tokens[this.index] as Token).start);
    }
    return { kind: 'compare', operator, left, right };
  }

  private enter(position: number): void {
    this.depth += 1;
    if (this.depth > EXPRESSION_MAX_DEPTH) throw new SyntaxFailure(position);
  }

  private parseUnary(): ParsedExpression {
    const token = this.tokens[this.index];
    if (token?.type === 'operator' && token.operator === 'not') {
      this.enter(token.start);
      this.index += 1;
      const operand = this.parseUnary();
      this.depth -= 1;
      return { kind: 'not', operand };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): ParsedExpression {
    const token = this.tokens[this.index];
    if (!token) throw new SyntaxFailure(this.sourceLength);
    this.index += 1;
    switch (token.type) {
      case 'literal':
        return { kind: 'literal', value: token.value };
      case 'variable':
        return { kind: 'variable', path: token.path };
      case '(': {
        this.enter(token.start);
        const inner = this.parseChain('or');
        const closing = this.tokens[this.index];
        if (closing?.type !== ')') throw new SyntaxFailure(closing?.start ?? this.sourceLength);
        this.index += 1;
        this.depth -= 1;
        return inner;
      }
      default:
        throw new SyntaxFailure(token.start);
    }
  }
}

/**
 * Parses a script expression. `maxLength` exists for tests that measure how parsing grows with the
 * source; callers keep the default.
 */
export function parseExpression(
  source: string,
  { maxLength = EXPRESSION_MAX_LENGTH }: { maxLength?: number } = {},
): ParseExpressionResult {
  if (source.length > maxLength) return { ok: false, messageKey: expressionMessageKeys.tooLong };
  try {
    return { ok: true, expression: new Parser(tokenize(source), source.length).parse() };
  } catch (error) {
    const position = error instanceof SyntaxFailure ? error.position : 0;
    return { ok: false, messageKey: expressionMessageKeys.invalid, position };
  }
}

// ---------------------------------------------------------------------------------------------------
// Evaluation

/** A context's value as the language knows it: anything else (undefined, an object) reads as null. */
function asValue(raw: unknown): ExpressionValue {
  if (raw === null || typeof raw === 'string' || typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return Number.isNaN(raw) ? null : raw;
  if (Array.isArray(raw)) return raw.filter((item): item is string => typeof item === 'string');
  return null;
}

function lookup(context: ExpressionContext, path: string): ExpressionValue {
  return Object.hasOwn(context, path) ? asValue(context[path]) : null;
}

/** Strict equality: values of different types are never equal; lists by their elements in order. */
function equal(left: ExpressionValue, right: ExpressionValue): boolean {
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => item === right[index]);
  }
  return left === right;
}

function compare(operator: ComparisonOperator, left: ExpressionValue, right: ExpressionValue): boolean {
  switch (operator) {
    case '==':
      return equal(left, right);
    case '!=':
      return !equal(left, right);
    case 'contains':
      if (typeof right !== 'string') return false;
      if (typeof left === 'string') return left.toLowerCase().includes(right.toLowerCase());
      if (Array.isArray(left)) {
        const wanted = right.toLowerCase();
        return left.some((item) => item.toLowerCase() === wanted);
      }
      return false;
    case 'startsWith':
      return (
        typeof left === 'string' &&
        typeof right === 'string' &&
        left.toLowerCase().startsWith(right.toLowerCase())
      );
    case 'endsWith':
      return (
        typeof left === 'string' &&
        typeof right === 'string' &&
        left.toLowerCase().endsWith(right.toLowerCase())
      );
    default: {
      // Orders numbers with numbers and strings with strings; anything else is false, both ways.
      const comparable =
        (typeof left === 'number' && typeof right === 'number') ||
        (typeof left === 'string' && typeof right === 'string');
      if (!comparable) return false;
      const a = left as number | string;
      const b = right as number | string;
      if (operator === '<') return a < b;
      if (operator === '<=') return a <= b;
      if (operator === '>') return a > b;
      return a >= b;
    }
  }
}

function evaluate(expression: ParsedExpression, context: ExpressionContext): ExpressionValue {
  switch (expression.kind) {
    case 'literal':
      return asValue(expression.value);
    case 'variable':
      return lookup(context, expression.path);
    case 'not':
      return !isTruthy(evaluate(expression.operand, context));
    case 'and':
      return expression.operands.every((operand) => isTruthy(evaluate(operand, context)));
    case 'or':
      return expression.operands.some((operand) => isTruthy(evaluate(operand, context)));
    case 'compare':
      return compare(
        expression.operator,
        evaluate(expression.left, context),
        evaluate(expression.right, context),
      );
    default:
      return null;
  }
}

/**
 * The value of a parsed expression: `and`, `or`, `not` and comparisons give booleans, a bare variable
 * or literal its value. An unknown variable is null; comparing values of different types is false
 * (`!=` true). Never throws: a tree built by hand that is not one evaluates to null.
 */
export function evaluateExpression(
  expression: ParsedExpression,
  context: ExpressionContext,
): ExpressionValue {
  try {
    return evaluate(expression, context);
  } catch {
    return null;
  }
}

/** Whether a value counts as true: not null, false, 0, an empty string or an empty list. */
export function isTruthy(value: ExpressionValue): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

/** A script node's expression as typed: required, at most EXPRESSION_MAX_LENGTH characters, parses. */
export const scriptExpressionSchema = v.pipe(
  requiredText(EXPRESSION_MAX_LENGTH, expressionMessageKeys.tooLong),
  v.check((source) => parseExpression(source).ok, expressionMessageKeys.invalid),
);

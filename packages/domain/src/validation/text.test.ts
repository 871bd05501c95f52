import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { boundedText, optionalText, requiredString, requiredText, UNTRIMMED_FACTOR } from './text.ts';

const TOO_LONG = 'TEST.TOO_LONG';
const issueOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
};
/** A value that trims to a valid one, but whose raw length is past what any helper reads. */
const paddedPastTheCap = (max: number, value: string) => `${' '.repeat(max * UNTRIMMED_FACTOR)}${value}`;

describe('requiredText', () => {
  const schema = requiredText(10, TOO_LONG);

  it('trims and keeps up to the limit', () => {
    expect(v.parse(schema, '  Ada  ')).toBe('Ada');
    expect(v.parse(schema, ` ${'a'.repeat(10)} `)).toBe('a'.repeat(10));
  });

  it('refuses blank, missing and too long values with their keys', () => {
    expect(issueOf(schema, ' \t\n')).toBe(messageKeys.required);
    expect(issueOf(schema, undefined)).toBe(messageKeys.required);
    expect(issueOf(schema, 'a'.repeat(11))).toBe(TOO_LONG);
  });

  it('refuses an over-long raw value before trimming it', () => {
    expect(issueOf(schema, paddedPastTheCap(10, 'Ada'))).toBe(TOO_LONG);
    expect(v.parse(schema, `${' '.repeat(10 * UNTRIMMED_FACTOR - 3)}Ada`)).toBe('Ada');
  });

  it('reports the keys it is given', () => {
    const keyed = requiredText(10, TOO_LONG, { missing: 'TEST.MISSING', blank: 'TEST.BLANK' });
    expect(issueOf(keyed, null)).toBe('TEST.MISSING');
    expect(issueOf(keyed, '  ')).toBe('TEST.BLANK');
    expect(issueOf(requiredText(10, TOO_LONG, { missing: 'TEST.MISSING' }), '')).toBe('TEST.MISSING');
  });
});

describe('boundedText and optionalText', () => {
  it('trim, allow blank and cap the raw value first', () => {
    expect(v.parse(boundedText(10, TOO_LONG), '   ')).toBe('');
    expect(issueOf(boundedText(10, TOO_LONG), 'a'.repeat(11))).toBe(TOO_LONG);
    expect(issueOf(boundedText(10, TOO_LONG), paddedPastTheCap(10, 'a'))).toBe(TOO_LONG);
    expect(issueOf(boundedText(10, TOO_LONG), 42)).toBe(messageKeys.required);
  });

  it('optionalText makes an absent value empty', () => {
    const schema = v.object({ note: optionalText(10, TOO_LONG) });
    expect(v.parse(schema, {})).toEqual({ note: '' });
    expect(v.parse(schema, { note: ' x ' })).toEqual({ note: 'x' });
    expect(issueOf(schema, { note: paddedPastTheCap(10, 'x') })).toBe(TOO_LONG);
  });
});

describe('requiredString', () => {
  const schema = requiredString(8, TOO_LONG);

  it('takes the value as typed, blanks included', () => {
    expect(v.parse(schema, ' secret ')).toBe(' secret ');
  });

  it('refuses empty, missing and too long values', () => {
    expect(issueOf(schema, '')).toBe(messageKeys.required);
    expect(issueOf(schema, undefined)).toBe(messageKeys.required);
    expect(issueOf(schema, 'a'.repeat(9))).toBe(TOO_LONG);
  });
});

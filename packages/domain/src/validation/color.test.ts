import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { hexColorSchema } from './color.ts';

const invalid = 'TEST.INVALID_COLOR';
const issueOf = (input: unknown) => {
  const result = v.safeParse(hexColorSchema(invalid), input);
  return result.success ? undefined : result.issues[0]?.message;
};

describe('hexColorSchema', () => {
  it('takes #RRGGBB in either case and drops the blanks around it', () => {
    expect(v.parse(hexColorSchema(invalid), ' #40929f ')).toBe('#40929f');
    expect(v.parse(hexColorSchema(invalid), '#40929F')).toBe('#40929F');
  });

  it.each(['red', '#40929', '#40929g', '40929F0', 'rgb(0,0,0)', ''])(
    'refuses %j with the caller’s key',
    (input) => {
      expect(issueOf(input)).toBe(invalid);
    },
  );

  it('refuses a long value before trimming it', () => {
    expect(issueOf(`${' '.repeat(100_000)}#40929F`)).toBe(invalid);
  });

  it('asks for a value that is no string', () => {
    expect(issueOf(undefined)).toBe(messageKeys.required);
  });
});

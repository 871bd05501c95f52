import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { widgetBookingSchema } from '../appointments/widgetBooking.ts';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { emailSchema, loginFormSchema, newPasswordFormSchema, resetRequestFormSchema } from './auth.ts';
import { parseForm } from './issues.ts';
import { externalIdSchema, isPhoneNumber, toE164, userEditFormSchema } from './user.ts';

/*
 * Every validator here runs on the server for any signed-in user (and some for anonymous callers):
 * one input that makes a pattern backtrack stalls the whole process for every company. Each is fed
 * adversarial inputs (long runs of near-matches that fail at the very end) of 10,000 and 100,000
 * characters, and its time must grow linearly between the two: measured against itself on the same
 * machine, so a slower or busier machine does not fail it, while a quadratic check (x100) or a
 * backtracking one (the old phone pattern took 0.47 s for 27 characters) does.
 */

const repeat = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Near-matches per shape of input, each a long valid-looking run spoiled at the end. */
const adversarialShapes: ((length: number) => string)[] = [
  (length) => `${repeat('1', length)}x`,
  (length) => `+${repeat('1 ', length)}x`,
  (length) => `${repeat('(1)', length)}x`,
  (length) => `${repeat('1-', length)}-`,
  (length) => `${repeat('(1', length)})x`,
  (length) => `${repeat('a.', length)}@`,
  (length) => `${repeat('a', length)}@${repeat('a.', length)}`,
  (length) => `a@${repeat('a-', length)}.`,
  (length) => `${repeat('a', length)}@a.${repeat('a', length)}1`,
  (length) => `${repeat('\t ', length)}x`,
  (length) => repeat('\u00e4', length),
];

type Validator = { name: string; run: (input: string) => unknown };

const validators: Validator[] = [
  { name: 'isPhoneNumber', run: isPhoneNumber },
  { name: 'toE164', run: (input) => toE164(input) },
  { name: 'emailSchema', run: (input) => parseForm(emailSchema, input) },
  { name: 'externalIdSchema', run: (input) => parseForm(externalIdSchema, input) },
  { name: 'loginFormSchema', run: (input) => parseForm(loginFormSchema, { email: input, password: input }) },
  { name: 'resetRequestFormSchema', run: (input) => parseForm(resetRequestFormSchema, { email: input }) },
  {
    name: 'newPasswordFormSchema',
    run: (input) => parseForm(newPasswordFormSchema, { password: input, confirmPassword: `${input}x` }),
  },
  {
    // Public: anyone on a company's website sends it (the appointment widget).
    name: 'widgetBookingSchema',
    run: (input) =>
      v.safeParse(widgetBookingSchema, {
        start: input,
        firstName: input,
        lastName: input,
        email: input,
        comment: input,
      }),
  },
  {
    name: 'userEditFormSchema',
    run: (input) =>
      parseForm(userEditFormSchema, {
        firstName: input,
        lastName: input,
        email: input,
        title: input,
        phone: input,
        externalId: input,
      }),
  },
];

describe('validators on adversarial input', () => {
  it.each(validators.map((validator) => [validator.name, validator] as const))(
    '%s answers 10,000 and 100,000 characters of near-matches in linear time',
    (_name, validator) => {
      for (const shape of adversarialShapes) {
        const growth = growthOf((length) => validator.run(shape(length)));
        expect(growth.linear, `${shape(12)}…: ${describeGrowth(growth)}`).toBe(true);
      }
    },
  );

  it('keeps the phone rules: separators, parentheses, 6 to 15 digits', () => {
    expect(isPhoneNumber('+49 (0)151 123-456/78')).toBe(true);
    expect(isPhoneNumber('(0151) 1234567')).toBe(true);
    expect(isPhoneNumber('0151--1234567')).toBe(false);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber(`${repeat('1', 26)}x`)).toBe(false);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { widgetBookingSchema } from '../appointments/widgetBooking.ts';
import { emailSchema, loginFormSchema, newPasswordFormSchema, resetRequestFormSchema } from './auth.ts';
import { parseForm } from './issues.ts';
import { externalIdSchema, isPhoneNumber, toE164, userEditFormSchema } from './user.ts';

/*
 * Every validator here runs on the server for any signed-in user (and some for anonymous callers):
 * one input that makes a pattern backtrack stalls the whole process for every company. Each is fed
 * adversarial inputs (long runs of near-matches that fail at the very end) and must answer within a
 * budget an exponential or quadratic matcher cannot meet: 10,000 characters in 50 ms and 100,000 in
 * 250 ms. Generous for a linear scan even on a busy CI machine, hopeless for a backtracking one
 * (the old phone pattern took 0.47 s for 27 characters).
 */

const repeat = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Near-matches per shape of input, each a long valid-looking run spoiled at the end. */
function adversarialInputs(length: number): string[] {
  return [
    `${repeat('1', length)}x`,
    `+${repeat('1 ', length)}x`,
    `${repeat('(1)', length)}x`,
    `${repeat('1-', length)}-`,
    `${repeat('(1', length)})x`,
    `${repeat('a.', length)}@`,
    `${repeat('a', length)}@${repeat('a.', length)}`,
    `a@${repeat('a-', length)}.`,
    `${repeat('a', length)}@a.${repeat('a', length)}1`,
    `${repeat('\t ', length)}x`,
    repeat('\u00e4', length),
  ];
}

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

// A global of every runtime the tests run in; domain's own types stay free of Node and DOM.
declare const performance: { now(): number };

function slowest(validator: Validator, length: number): { ms: number; input: string } {
  let worst = { ms: 0, input: '' };
  for (const input of adversarialInputs(length)) {
    const started = performance.now();
    validator.run(input);
    const ms = performance.now() - started;
    if (ms > worst.ms) worst = { ms, input: `${input.slice(0, 20)}… (${input.length} chars)` };
  }
  return worst;
}

describe('validators on adversarial input', () => {
  it.each(validators.map((validator) => [validator.name, validator] as const))(
    '%s answers 10,000 and 100,000 characters of near-matches in linear time',
    (_name, validator) => {
      // Warm up so the first measurement is not the JIT compiling the pattern.
      validator.run('0151 1234567');
      // Linear checks take well under a millisecond here; the bounds leave room for a machine busy
      // with other test runs and still fail a quadratic check (seconds at 100,000) or a backtracking
      // one (minutes at 30 characters).
      const small = slowest(validator, 10_000);
      expect(small.ms, `slowest: ${small.input}`).toBeLessThan(100);
      const large = slowest(validator, 100_000);
      expect(large.ms, `slowest: ${large.input}`).toBeLessThan(1000);
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

import { describe, expect, it } from 'vitest';
import { growthOf } from './linearTime.ts';

/** Work in proportion to the square of the length, as a quadratic validator does. */
function quadratic(length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) for (let j = 0; j < length; j += 1) sum += (i ^ j) & 1;
  return sum;
}

function linear(length: number): number {
  let sum = 0;
  for (let i = 0; i < length * 200; i += 1) sum += i & 1;
  return sum;
}

describe('growthOf', () => {
  it('passes a check whose time grows with the length', () => {
    expect(growthOf(linear).linear).toBe(true);
  });

  it('fails a check whose time grows with the square of the length', () => {
    // 1,500 -> 15,000: 2·10^6 -> 2·10^8 steps, a hundredfold, and far above the floor on any machine.
    const growth = growthOf(quadratic, { length: 1_500 });
    expect(growth.ratio).toBeGreaterThan(40);
    expect(growth.linear).toBe(false);
  });
});

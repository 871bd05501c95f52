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
    // 750 -> 15,000: 5.6·10^5 -> 2.25·10^8 steps, 400-fold, and far above the floor on any machine. A
    // linear check may grow 20 × 4 = 80-fold; the margin to 400 holds even when the other task of a busy
    // 2-core machine makes every short run several times slower (CI once read ×34 for a hundredfold
    // growth measured from 1,500).
    const growth = growthOf(quadratic, { length: 750, factor: 20 });
    expect(growth.ratio).toBeGreaterThan(80);
    expect(growth.linear).toBe(false);
  });
});

// A global of every runtime the tests run in; domain's own types stay free of Node and DOM.
declare const performance: { now(): number };

/**
 * The fastest of `times` runs of each, in milliseconds, the two taking turns: a busy neighbour (the
 * other task of a 2-core machine, a garbage collection) slows both alike, and the least disturbed
 * run of each counts.
 */
function fastestOfEach(first: () => unknown, second: () => unknown, times: number): [number, number] {
  let bestFirst = Number.POSITIVE_INFINITY;
  let bestSecond = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i += 1) {
    let started = performance.now();
    first();
    bestFirst = Math.min(bestFirst, performance.now() - started);
    started = performance.now();
    second();
    bestSecond = Math.min(bestSecond, performance.now() - started);
  }
  return [bestFirst, bestSecond];
}

export type Growth = { smallMs: number; largeMs: number; ratio: number; linear: boolean };

/**
 * How the time of `run(length)` grows from `length` to `factor` times it, measured on this machine.
 * A linear check grows by about `factor` (less, with its fixed costs), a quadratic one by `factor`²,
 * a backtracking one without bound. The verdict compares the two sizes on the same machine, so it
 * does not move with the CPU's speed: `linear` holds when the larger size took less than `slack`
 * times `factor` the smaller one's time. A larger size that answers within `floorMs` passes too:
 * no quadratic check answers 100,000 characters that fast, and timer noise would dominate the
 * ratio of two such short runs.
 */
export function growthOf(
  run: (length: number) => unknown,
  { length = 10_000, factor = 10, slack = 4, floorMs = 20, attempts = 3 } = {},
): Growth {
  // Warm up so neither measurement is the JIT compiling the pattern.
  run(Math.max(1, Math.floor(length / 10)));
  // A quadratic check fails every attempt; noise (a major garbage collection of the large input, the
  // other task of a busy 2-core machine) fails one now and then (CI read 0.74 ms -> 44 ms once): the
  // verdict is the best of a few attempts.
  let best: Growth | undefined;
  for (let attempt = 0; attempt < attempts && !best?.linear; attempt += 1) {
    const [smallMs, largeMs] = fastestOfEach(
      () => run(length),
      () => run(length * factor),
      3,
    );
    // 0.05 ms: below the timer's resolution in some runtimes; a ratio over it would be noise.
    const ratio = largeMs / Math.max(smallMs, 0.05);
    const growth = { smallMs, largeMs, ratio, linear: largeMs < floorMs || ratio < factor * slack };
    if (!best || growth.ratio < best.ratio || growth.linear) best = growth;
  }
  if (!best) throw new Error('growthOf needs at least one attempt');
  return best;
}

/** A readable line for an assertion's message. */
export function describeGrowth({ smallMs, largeMs, ratio }: Growth): string {
  return `${smallMs.toFixed(2)} ms -> ${largeMs.toFixed(2)} ms (x${ratio.toFixed(1)})`;
}

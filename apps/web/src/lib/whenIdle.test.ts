import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './whenIdle.ts';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves in a later task, not in a microtask of this one', async () => {
    vi.useFakeTimers();
    let done = false;
    void nextTask().then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });
});

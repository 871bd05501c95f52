import { describe, expect, it, vi } from 'vitest';
import { createServerErrorCounter } from './serverErrorCounter.ts';

describe('server error counter', () => {
  it('refetches on the first internal server error and reloads after more than 10', () => {
    const refetch = vi.fn();
    const reload = vi.fn();
    const counter = createServerErrorCounter({ refetch, reload });

    expect(counter.report(new Error('[GraphQL] Internal server error'))).toBe(true);
    expect(refetch).toHaveBeenCalledTimes(1);

    for (let i = 2; i <= 10; i += 1) counter.report('Internal Server Error');
    expect(counter.count).toBe(10);
    expect(reload).not.toHaveBeenCalled();

    counter.report('internal server error');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const refetch = vi.fn();
    const counter = createServerErrorCounter({ refetch, reload: vi.fn() });
    expect(counter.report(new Error('Forbidden'))).toBe(false);
    expect(counter.count).toBe(0);
    expect(refetch).not.toHaveBeenCalled();
  });
});

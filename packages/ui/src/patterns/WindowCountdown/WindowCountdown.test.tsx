// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WindowCountdown, windowCountdownOf } from './WindowCountdown';

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(NOW + minutes * MINUTE);

/**
 * Lets `ms` pass in steps of at most 30 s, each in an act of its own: React renders (and the countdown
 * schedules its next look at the clock) at the end of an act, not between the timers of one.
 */
const pass = (ms: number) => {
  for (let left = ms; left > 0; left -= 30_000) act(() => vi.advanceTimersByTime(Math.min(left, 30_000)));
};

/** The visible text (the live region may say the same). */
const shown = (text: string) => screen.getByText(text, { ignore: '[aria-live]' });

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
const stateOf = (container: HTMLElement) =>
  container.querySelector('[data-state]')?.getAttribute('data-state');

describe('windowCountdownOf', () => {
  it('rounds up to the minute and is closing under an hour', () => {
    expect(windowCountdownOf((3 * 60 + 12) * MINUTE)).toEqual({ state: 'open', hours: 3, minutes: 12 });
    expect(windowCountdownOf(60 * MINUTE)).toEqual({ state: 'open', hours: 1, minutes: 0 });
    expect(windowCountdownOf(59 * MINUTE + 1)).toEqual({ state: 'open', hours: 1, minutes: 0 });
    expect(windowCountdownOf(59 * MINUTE)).toEqual({ state: 'closing', hours: 0, minutes: 59 });
    expect(windowCountdownOf(1)).toEqual({ state: 'closing', hours: 0, minutes: 1 });
  });

  it('is closed at zero, after it and for an invalid date', () => {
    expect(windowCountdownOf(0).state).toBe('closed');
    expect(windowCountdownOf(-MINUTE).state).toBe('closed');
    expect(windowCountdownOf(Number.NaN).state).toBe('closed');
  });
});

describe('WindowCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down as the minutes pass and turns to closing in the last hour', () => {
    const { container } = render(<WindowCountdown endsAt={inMinutes(61)} />);
    expect(shown('Window open for 1 h 1 min')).toBeTruthy();
    expect(stateOf(container)).toBe('open');

    pass(MINUTE);
    expect(shown('Window open for 1 h 0 min')).toBeTruthy();
    expect(stateOf(container)).toBe('open');

    pass(MINUTE);
    expect(shown('Window open for 0 h 59 min')).toBeTruthy();
    expect(stateOf(container)).toBe('closing');
  });

  it('announces a change of state only, not every minute', () => {
    const { container } = render(<WindowCountdown endsAt={inMinutes(62)} />);
    expect(liveRegion(container)?.textContent).toBe('');
    // The visible text is not a live region.
    expect(shown('Window open for 1 h 2 min').closest('[aria-live]')).toBeNull();

    pass(MINUTE);
    expect(liveRegion(container)?.textContent).toBe('');

    pass(2 * MINUTE);
    expect(liveRegion(container)?.textContent).toBe('Window open for 0 h 59 min');

    pass(MINUTE);
    expect(shown('Window open for 0 h 58 min')).toBeTruthy();
    expect(liveRegion(container)?.textContent).toBe('Window open for 0 h 59 min');

    pass(60 * MINUTE);
    expect(liveRegion(container)?.textContent).toBe('The 24-hour window is closed');
  });

  it('calls onClose once when the window reaches zero', () => {
    const onClose = vi.fn();
    const { container } = render(<WindowCountdown endsAt={inMinutes(2)} onClose={onClose} />);
    pass(MINUTE);
    expect(onClose).not.toHaveBeenCalled();

    pass(MINUTE);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(shown('The 24-hour window is closed')).toBeTruthy();
    expect(stateOf(container)).toBe('closed');

    pass(10 * MINUTE);
    expect(onClose).toHaveBeenCalledTimes(1);
    // Nothing is left to wait for once closed.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not call onClose for a window that was closed when it mounted', () => {
    const onClose = vi.fn();
    render(<WindowCountdown endsAt={inMinutes(-1)} onClose={onClose} closedLabel="Closed" />);
    pass(5 * MINUTE);
    expect(shown('Closed')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('looks at the clock at least every 30 seconds', () => {
    let clock = NOW;
    render(<WindowCountdown endsAt={inMinutes(30)} now={() => clock} />);
    expect(shown('Window open for 0 h 30 min')).toBeTruthy();
    // The clock jumps (a laptop wakes up); the countdown catches up within 30 s.
    clock += 10 * MINUTE;
    pass(30_000);
    expect(shown('Window open for 0 h 20 min')).toBeTruthy();
  });

  it('uses the given label', () => {
    render(
      <WindowCountdown
        endsAt={inMinutes(3 * 60 + 12)}
        label={({ hours, minutes }) => `${hours}:${String(minutes).padStart(2, '0')} left`}
      />,
    );
    expect(shown('3:12 left')).toBeTruthy();
  });

  it('clears its timer when it unmounts', () => {
    const { unmount } = render(<WindowCountdown endsAt={inMinutes(90)} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('merges the caller’s class name', () => {
    const { container } = render(<WindowCountdown endsAt={inMinutes(90)} className="mine" />);
    expect(container.querySelector('[data-state]')?.classList.contains('mine')).toBe(true);
  });
});

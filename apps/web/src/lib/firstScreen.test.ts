import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the gate is state of the page (one first screen per load).
async function load() {
  vi.resetModules();
  return import('./firstScreen.ts');
}

/** A fresh gate with the conversation held and one work waiting for the first screen. */
async function heldWork() {
  const gate = await load();
  gate.holdFirstScreen('conversation');
  const work = vi.fn();
  const cancel = gate.afterFirstScreen(work);
  return { ...gate, work, cancel };
}

describe('the first-screen gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No requestIdleCallback in the test environment: whenIdle falls back to a timer.
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work once the browser is idle when nothing holds the first screen', async () => {
    const { afterFirstScreen } = await load();
    const work = vi.fn();
    afterFirstScreen(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for a hold to be released, then for the next paint and an idle moment', async () => {
    const { work, releaseFirstScreen } = await heldWork();
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).not.toHaveBeenCalled();
    releaseFirstScreen('conversation');
    await vi.advanceTimersByTimeAsync(16);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(work).toHaveBeenCalledOnce();
  });

  it('gives up waiting after the hold time', async () => {
    const { work, FIRST_SCREEN_HOLD_MS } = await heldWork();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_HOLD_MS - 1);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(700);
    expect(work).toHaveBeenCalledOnce();
  });

  it('holds only the first screen: once it was shown, later holds do nothing', async () => {
    const { afterFirstScreen, holdFirstScreen, releaseFirstScreen } = await load();
    holdFirstScreen('conversation');
    releaseFirstScreen('conversation');
    await vi.advanceTimersByTimeAsync(20);
    holdFirstScreen('conversation');
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(500);
    expect(work).toHaveBeenCalledOnce();
  });

  it('a cancelled work does not run', async () => {
    const { work, cancel, releaseFirstScreen } = await heldWork();
    cancel();
    releaseFirstScreen('conversation');
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IMPERSONATION_ERROR,
  impersonationMessages,
  readAddressSignIn,
  requestImpersonationToken,
} from './impersonation.ts';

const portalOrigin = 'https://portal.example';

function fakeWindow(withOpener = true) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const postMessage = vi.fn();
  return {
    win: {
      opener: withOpener ? { postMessage } : null,
      addEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.add(l),
      removeEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.delete(l),
    },
    postMessage,
    deliver(origin: string, data: unknown) {
      for (const l of [...listeners]) l({ origin, data } as MessageEvent);
    },
    listeners,
  };
}

describe('readAddressSignIn', () => {
  it('reads impersonation, a plain token, or nothing', () => {
    expect(readAddressSignIn('?impersonate=true&token=abc')).toEqual({ kind: 'impersonate', nonce: 'abc' });
    expect(readAddressSignIn('?token=xyz')).toEqual({ kind: 'token', token: 'xyz' });
    expect(readAddressSignIn('?impersonate=true')).toBeNull();
    expect(readAddressSignIn('')).toBeNull();
  });
});

describe('requestImpersonationToken', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the opener at the portal origin and accepts its token', async () => {
    const w = fakeWindow();
    const result = requestImpersonationToken({ win: w.win, portalOrigin, nonce: 'n1' });
    expect(w.postMessage).toHaveBeenCalledWith(
      { type: impersonationMessages.request, nonce: 'n1' },
      portalOrigin,
    );
    w.deliver(portalOrigin, { type: impersonationMessages.token, token: 'custom-token' });
    await expect(result).resolves.toBe('custom-token');
    expect(w.listeners.size).toBe(0);
  });

  it('ignores a token from any other origin', async () => {
    const w = fakeWindow();
    const result = requestImpersonationToken({ win: w.win, portalOrigin, nonce: 'n1', timeoutMs: 1000 });
    w.deliver('https://evil.example', { type: impersonationMessages.token, token: 'stolen' });
    vi.advanceTimersByTime(1000);
    await expect(result).rejects.toThrow(IMPERSONATION_ERROR);
  });

  it('fails without an opener', async () => {
    await expect(
      requestImpersonationToken({ win: fakeWindow(false).win, portalOrigin, nonce: 'n' }),
    ).rejects.toThrow(IMPERSONATION_ERROR);
  });

  it('fails on an empty token', async () => {
    const w = fakeWindow();
    const result = requestImpersonationToken({ win: w.win, portalOrigin, nonce: 'n' });
    w.deliver(portalOrigin, { type: impersonationMessages.token, token: '' });
    await expect(result).rejects.toThrow(IMPERSONATION_ERROR);
  });
});

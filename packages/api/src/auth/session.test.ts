import { describe, expect, it, vi } from 'vitest';
import type { IdentityProvider } from './identityProvider.ts';
import { createSession } from './session.ts';
import { SignInFailure, toSignInError } from './signInErrors.ts';
import { reportSignInFailure } from './signInFailureReport.ts';
import { createTokenStore } from './tokenStore.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

function provider(): IdentityProvider {
  let n = 0;
  return {
    signInWithPassword: vi.fn(async () => ({ accessToken: 'a0', refreshToken: 'r0' })),
    signInWithToken: vi.fn(async () => ({ accessToken: 'c0', refreshToken: 'cr0' })),
    refresh: vi.fn(async () => {
      n += 1;
      return { accessToken: `a${n}`, refreshToken: 'r0' };
    }),
    restore: vi.fn(async () => null),
    signOut: vi.fn(async () => {}),
  };
}

describe('session', () => {
  it('stores access and refresh tokens on sign-in and clears them on sign-out', async () => {
    const storage = memoryStorage();
    const session = createSession(provider(), createTokenStore(storage));
    const cleared = vi.fn();
    session.onSignOut(cleared);
    await session.signIn('a@b.de', 'pw');
    expect(session.tokens.get()).toEqual({ accessToken: 'a0', refreshToken: 'r0' });
    expect(session.isSignedIn()).toBe(true);
    await session.signOut();
    expect(storage.map.size).toBe(0);
    expect(session.isSignedIn()).toBe(false);
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('a sign-in over a session of its own runs the sign-out listeners first: nothing of the previous account carries over', async () => {
    const session = createSession(provider(), createTokenStore(memoryStorage()));
    const cleared = vi.fn();
    session.onSignOut(cleared);
    await session.signIn('a@b.de', 'pw');
    expect(cleared).not.toHaveBeenCalled();
    await session.signInWithToken('custom');
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(session.tokens.getAccessToken()).toBe('c0');
  });

  it('shares one refresh between concurrent callers', async () => {
    const p = provider();
    const session = createSession(p, createTokenStore(memoryStorage()));
    const [a, b] = await Promise.all([session.refreshAccessToken(), session.refreshAccessToken()]);
    expect(a).toBe('a1');
    expect(b).toBe('a1');
    expect(p.refresh).toHaveBeenCalledTimes(1);
    expect(session.tokens.getAccessToken()).toBe('a1');
  });
});

describe('toSignInError', () => {
  it.each([
    ['auth/wrong-password', 'FIREBASE_ERRORS.WRONG_PASSWORD'],
    ['auth/invalid-credential', 'FIREBASE_ERRORS.WRONG_PASSWORD'],
    ['auth/user-not-found', 'FIREBASE_ERRORS.USER_NOT_FOUND'],
    ['auth/invalid-email', 'FIREBASE_ERRORS.INVALID_EMAIL'],
    ['auth/user-disabled', 'FIREBASE_ERRORS.USER_DISABLED'],
    ['auth/too-many-requests', 'FIREBASE_ERRORS.TOO_MANY_REQUESTS'],
    ['auth/network-request-failed', 'FIREBASE_ERRORS.GENERAL'],
  ])('%s → %s', (code, key) => {
    expect(toSignInError({ code })).toBe(key);
  });
});

describe('a refused password', () => {
  it('is reported for a wrong password or too many attempts, never for other failures or a success', async () => {
    const refused = vi.fn();
    const p = provider();
    const session = createSession(p, createTokenStore(memoryStorage()), { onPasswordRefused: refused });
    const failWith = (key: ConstructorParameters<typeof SignInFailure>[0]) =>
      vi.mocked(p.signInWithPassword).mockRejectedValueOnce(new SignInFailure(key));

    failWith('FIREBASE_ERRORS.WRONG_PASSWORD');
    await expect(session.signIn('anna@example.com', 'nope')).rejects.toThrow('WRONG_PASSWORD');
    failWith('FIREBASE_ERRORS.TOO_MANY_REQUESTS');
    await expect(session.signIn('anna@example.com', 'nope')).rejects.toThrow('TOO_MANY_REQUESTS');
    failWith('FIREBASE_ERRORS.GENERAL');
    await expect(session.signIn('anna@example.com', 'x')).rejects.toThrow('GENERAL');
    await session.signIn('anna@example.com', 'right');

    expect(refused.mock.calls).toEqual([['anna@example.com'], ['anna@example.com']]);
  });

  it('reaches the server as one JSON post without credentials, and a failed post is swallowed', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('offline');
    });
    reportSignInFailure('/api', 'anna@example.com', send as unknown as typeof fetch);
    await Promise.resolve();
    expect(send).toHaveBeenCalledWith('/api/auth/sign-in-failures', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"anna@example.com"}',
      keepalive: true,
      credentials: 'omit',
    });
  });
});

import { IMPERSONATION_ERROR, readAddressSignIn, requestImpersonationToken } from '@parley/api';
import { useEffect, useState } from 'react';
import type { AppContext } from '../../lib/appContext.ts';

export type AddressSignIn = {
  /** A lone `?token=` waiting for the person to confirm it. */
  tokenToConfirm: string | null;
  /** Signing in with the address's token (or the portal's) is under way. */
  pending: boolean;
  /** The message key of a failed sign-in from the address. */
  error: string | null;
  confirm: () => void;
  refuse: () => void;
};

/**
 * Sign-in from the address (spec 6 and 7): with `impersonate` the opener portal hands over a token,
 * accepted only from the portal's origin; a lone `?token=` waits for the person to confirm, because a
 * link must not silently put someone into an account that is not theirs (whose inbox they would then
 * fill with their customers' data).
 */
export function useAddressSignIn(
  app: Pick<AppContext, 'session' | 'config'>,
  search: { token?: string | undefined; impersonate?: unknown },
  navigate: { onSignedIn: () => Promise<unknown>; toPlainLogin: () => unknown },
): AddressSignIn {
  const [pending, setPending] = useState(() => Boolean(search.token) && search.impersonate !== undefined);
  const [tokenToConfirm, setTokenToConfirm] = useState<string | null>(() =>
    search.token && search.impersonate === undefined ? search.token : null,
  );
  const [error, setError] = useState<string | null>(null);

  const signInFrom = async (getToken: () => Promise<string>, isCancelled = () => false) => {
    try {
      await app.session.signInWithToken(await getToken());
      if (!isCancelled()) await navigate.onSignedIn();
    } catch (failure) {
      if (isCancelled()) return;
      const isImpersonation = failure instanceof Error && failure.message === IMPERSONATION_ERROR;
      setError(isImpersonation ? IMPERSONATION_ERROR : 'FIREBASE_ERRORS.GENERAL');
      setPending(false);
      navigate.toPlainLogin();
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page was opened with
  useEffect(() => {
    const address = readAddressSignIn(window.location.search);
    if (address?.kind !== 'impersonate') return;
    let cancelled = false;
    void signInFrom(
      async () => {
        const token = await requestImpersonationToken({
          win: window,
          portalOrigin: app.config.portalOrigin,
          nonce: address.nonce,
        });
        // Only the portal's answer (origin-checked) may end the current session: a crafted link
        // alone must not sign anyone out.
        await app.session.signOut();
        return token;
      },
      () => cancelled,
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return {
    tokenToConfirm,
    pending,
    error,
    confirm: () => {
      const token = tokenToConfirm;
      if (!token) return;
      setTokenToConfirm(null);
      setPending(true);
      void signInFrom(async () => token);
    },
    refuse: () => {
      setTokenToConfirm(null);
      navigate.toPlainLogin();
    },
  };
}

export const IMPERSONATION_ERROR = 'IMPERSONATION_ERROR';

/** Messages exchanged with the portal window that opened the app. */
export const impersonationMessages = {
  request: 'parley:impersonation-request',
  token: 'parley:impersonation-token',
} as const;

export type AddressSignIn = { kind: 'impersonate'; nonce: string } | { kind: 'token'; token: string } | null;

/** Spec 6 and 7: `?impersonate&token=` starts impersonation; a lone `?token=` signs in with it. */
export function readAddressSignIn(search: string): AddressSignIn {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (!token) return null;
  if (params.has('impersonate')) return { kind: 'impersonate', nonce: token };
  return { kind: 'token', token };
}

type MessageWindow = {
  opener: { postMessage: (message: unknown, targetOrigin: string) => void } | null;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
};

/**
 * Asks the opener portal for an auth token and accepts the answer only from the portal origin.
 * Rejects with IMPERSONATION_ERROR when there is no opener, the portal does not answer in time,
 * or the answer carries no token.
 */
export function requestImpersonationToken(options: {
  win: MessageWindow;
  portalOrigin: string;
  nonce: string;
  timeoutMs?: number;
}): Promise<string> {
  const { win, portalOrigin, nonce, timeoutMs = 15_000 } = options;
  return new Promise((resolve, reject) => {
    if (!win.opener) {
      reject(new Error(IMPERSONATION_ERROR));
      return;
    }
    const timer = setTimeout(() => finish(() => reject(new Error(IMPERSONATION_ERROR))), timeoutMs);
    function finish(settle: () => void) {
      clearTimeout(timer);
      win.removeEventListener('message', handleMessage);
      settle();
    }
    function handleMessage(event: MessageEvent) {
      if (event.origin !== portalOrigin) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (!data || data.type !== impersonationMessages.token) return;
      if (typeof data.token === 'string' && data.token.length > 0) {
        const token = data.token;
        finish(() => resolve(token));
      } else {
        finish(() => reject(new Error(IMPERSONATION_ERROR)));
      }
    }
    win.addEventListener('message', handleMessage);
    win.opener.postMessage({ type: impersonationMessages.request, nonce }, portalOrigin);
  });
}

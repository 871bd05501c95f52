/**
 * Tells the server that the identity provider refused a password for `email` (POST
 * /auth/sign-in-failures, public, JSON): the browser signs in with the provider directly, so this is
 * how a failed sign-in reaches the company's audit log. Fire and forget: the sign-in page shows its
 * error whatever happens here, and the report outlives a page that navigates away (keepalive).
 */
export function reportSignInFailure(restBaseUrl: string, email: string, send: typeof fetch = fetch): void {
  void send(`${restBaseUrl}/auth/sign-in-failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

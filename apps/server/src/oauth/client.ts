import * as oauth from 'oauth4webapi';

/*
 * What calendar linking and Google reviews linking share as OAuth 2.0 clients (authorization code with
 * PKCE through oauth4webapi): the sign-in's start, how requests reach the provider, how the client
 * authenticates. `standin` is the loopback stand-in (plain http to this server).
 */

export type OAuthClient = {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  clientSecret: string | undefined;
  scope: string;
  /** Extra authorization parameters (Google needs offline access for a refresh token). */
  authorizationParams: Record<string, string>;
  standin: boolean;
};

export const requestOptions = (client: Pick<OAuthClient, 'standin'>, fetchImpl: typeof fetch) => ({
  [oauth.customFetch]: fetchImpl,
  ...(client.standin ? { [oauth.allowInsecureRequests]: true } : {}),
  signal: AbortSignal.timeout(15_000),
});

export const clientAuth = (client: Pick<OAuthClient, 'clientSecret'>) =>
  client.clientSecret ? oauth.ClientSecretPost(client.clientSecret) : oauth.None();

/**
 * A new sign-in: its state and PKCE verifier (for the caller to keep until the provider sends the
 * browser back) and the provider's authorization URL carrying the state and the S256 challenge.
 */
export async function startSignIn(client: OAuthClient, redirectUri: string) {
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const url = new URL(client.as.authorization_endpoint as string);
  const params = {
    client_id: client.client.client_id,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: client.scope,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...client.authorizationParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { state, codeVerifier, authorizationUrl: url.toString() };
}

/**
 * The provider sent the browser back with `code` and `state`: the state is checked against the one
 * the sign-in started with, the code exchanged (with the PKCE verifier) for the tokens.
 */
export async function finishSignIn(
  client: OAuthClient,
  back: { code: string; state: string; redirectUri: string; codeVerifier: string },
  fetchImpl: typeof fetch,
): Promise<oauth.TokenEndpointResponse> {
  const params = oauth.validateAuthResponse(
    client.as,
    client.client,
    new URLSearchParams({ code: back.code, state: back.state }),
    back.state,
  );
  const response = await oauth.authorizationCodeGrantRequest(
    client.as,
    client.client,
    clientAuth(client),
    params,
    back.redirectUri,
    back.codeVerifier,
    requestOptions(client, fetchImpl),
  );
  return oauth.processAuthorizationCodeResponse(client.as, client.client, response);
}

/** New tokens for a stored refresh token; throws the provider's refusal (invalid_grant: revoked). */
export async function refreshTokens(
  client: OAuthClient,
  refreshToken: string,
  fetchImpl: typeof fetch,
): Promise<oauth.TokenEndpointResponse> {
  const response = await oauth.refreshTokenGrantRequest(
    client.as,
    client.client,
    clientAuth(client),
    refreshToken,
    requestOptions(client, fetchImpl),
  );
  return oauth.processRefreshTokenResponse(client.as, client.client, response);
}

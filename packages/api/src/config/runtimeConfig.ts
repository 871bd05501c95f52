/**
 * Runtime configuration served next to the compiled web app (`/app/config.js` sets
 * `window.__PARLEY_CONFIG__`), so one build can be pointed at any brand's backend.
 */
export type RuntimeConfig = {
  graphqlUrl: string;
  graphqlV2Url: string;
  restBaseUrl: string;
  /** Origin of the socket.io server; empty means the page's own origin. */
  socketUrl: string;
  firebase: { apiKey: string; authDomain?: string; projectId: string; emulatorUrl?: string | null };
  /** The portal that may hand an impersonation token to this app. */
  portalOrigin: string;
  /** The help page the help-center route embeds. */
  helpCenterUrl: string;
  /** How long a cached brand theme is trusted before it is refetched. */
  themeCacheTtlMs: number;
  environment: 'development' | 'production';
};

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isString = (value: unknown): value is string => typeof value === 'string';

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null)
    throw new RuntimeConfigError('Runtime configuration is missing.');
  const c = raw as Record<string, unknown>;
  const firebase = (c.firebase ?? {}) as Record<string, unknown>;
  for (const key of ['graphqlUrl', 'graphqlV2Url', 'restBaseUrl', 'portalOrigin'] as const) {
    if (!isString(c[key])) throw new RuntimeConfigError(`Runtime configuration lacks "${key}".`);
  }
  if (!isString(firebase.apiKey) || !isString(firebase.projectId)) {
    throw new RuntimeConfigError('Runtime configuration lacks the Firebase apiKey or projectId.');
  }
  return {
    graphqlUrl: c.graphqlUrl as string,
    graphqlV2Url: c.graphqlV2Url as string,
    restBaseUrl: c.restBaseUrl as string,
    socketUrl: isString(c.socketUrl) ? c.socketUrl : '',
    firebase: {
      apiKey: firebase.apiKey,
      projectId: firebase.projectId,
      ...(isString(firebase.authDomain) ? { authDomain: firebase.authDomain } : {}),
      emulatorUrl: isString(firebase.emulatorUrl) && firebase.emulatorUrl ? firebase.emulatorUrl : null,
    },
    portalOrigin: c.portalOrigin as string,
    helpCenterUrl: isString(c.helpCenterUrl) ? c.helpCenterUrl : '/app/help/index.html',
    themeCacheTtlMs: typeof c.themeCacheTtlMs === 'number' ? c.themeCacheTtlMs : 24 * 60 * 60 * 1000,
    environment: c.environment === 'production' ? 'production' : 'development',
  };
}

export function readRuntimeConfig(win: { __PARLEY_CONFIG__?: unknown } = globalThis as never): RuntimeConfig {
  return parseRuntimeConfig(win.__PARLEY_CONFIG__);
}

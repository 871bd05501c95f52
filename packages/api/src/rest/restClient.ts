export class RestError extends Error {
  override name = 'RestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Translation key of the message, when the server gives one. */
    readonly messageKey?: string,
  ) {
    super(message);
  }
}

export type RestClient = {
  get: <T>(path: string, query?: Record<string, string | number | boolean | undefined>) => Promise<T>;
  send: <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => Promise<T>;
};

/** JSON REST client over the policy fetch. Non-2xx answers become a RestError with the server's code and message. */
export function createRestClient(options: { baseUrl: string; fetch: typeof fetch }): RestClient {
  const url = (path: string, query?: Record<string, string | number | boolean | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) params.set(key, String(value));
    const qs = params.toString();
    return `${options.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  };

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, string | number | boolean | undefined>,
  ) {
    const response = await options.fetch(url(path, query), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const payload = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      const error = (
        payload as { error?: { code?: string; message?: string; field?: string; messageKey?: string } } | null
      )?.error;
      throw new RestError(
        response.status,
        error?.code ?? 'HTTP_ERROR',
        error?.message ?? response.statusText,
        error?.field,
        error?.messageKey,
      );
    }
    return payload as T;
  }

  return {
    get: (path, query) => request('GET', path, undefined, query),
    send: (method, path, body) => request(method, path, body),
  };
}

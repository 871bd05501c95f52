import type { QueryClient } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { Client } from 'urql';
import type { RestClient } from './rest/restClient.ts';

/**
 * What the query options and mutation hooks of every feature need: the clients the app created. The
 * web app's AppContext is one; route loaders pass it, components get it from ApiProvider.
 */
export type Api = {
  queryClient: QueryClient;
  rest: RestClient;
  /** The urql client, replaced on sign-out (its cache dropped): read `current` at call time. */
  graphql: { readonly current: Client };
  config: { restBaseUrl: string };
  /** The policy fetch (bearer header, retries, token refresh) for multipart uploads. */
  fetch: typeof fetch;
};

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children?: ReactNode }) {
  return createElement(ApiContext.Provider, { value: api }, children);
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider above it');
  return api;
}

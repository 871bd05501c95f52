import { queryOptions, useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import { meQuery, requestResetPasswordQuery, resetPasswordMutation } from '../documents/session.ts';
import type { ResetPasswordMutationVariables } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';

export const sessionKeys = {
  me: () => ['session', 'me'] as const,
};

/**
 * The signed-in user with company and brand. Kept until sign-out clears the cache; not retried by
 * the query cache (the transport retries, spec 7).
 */
export function meQueryOptions(api: Pick<Api, 'graphql'>) {
  return queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: async () => (await graphqlRequest(api.graphql, meQuery, {})).me,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Sends the reset-password mail; resolves true when it went out. */
export function useRequestResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (email: string) =>
      (await graphqlRequest(api.graphql, requestResetPasswordQuery, { email })).requestResetPassword,
  });
}

/** Sets a new password with the token of the reset mail. */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: ResetPasswordMutationVariables) =>
      (await graphqlRequest(api.graphql, resetPasswordMutation, input)).resetPassword,
  });
}

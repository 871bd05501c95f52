import { TOP_UP_GIVE_UP_MS, TOP_UP_POLL_MS } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import type { CreateNewsletterInput } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import {
  conversationCreditsQuery,
  conversationTopUpMutation,
  createNewsletterMutation,
  sendTemplateMessageMutation,
} from './documents.ts';
import { newsletterKeys } from './keys.ts';

/** Creates and schedules a newsletter (no retry: spec 8). Lists, statistics and credits follow. */
export function useCreateNewsletter() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: CreateNewsletterInput) =>
      (await graphqlRequest(api.graphql, createNewsletterMutation, { input })).createNewsletter,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}

/** The payment was not confirmed within 3 minutes of ordering (spec 8: "Something went wrong"). */
export class TopUpTimeoutError extends Error {
  override name = 'TopUpTimeoutError';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec 4 and 9: orders a top-up, then reads the credits every 5 s until they change, and gives up
 * after 180 s (TopUpTimeoutError). Resolves with the new credits once they changed.
 */
export async function orderTopUpAndWait(api: Pick<Api, 'graphql'>, quantity: number) {
  const read = async () =>
    (await graphqlRequest(api.graphql, conversationCreditsQuery, {})).conversationCredits;
  const before = await read();
  await graphqlRequest(api.graphql, conversationTopUpMutation, { quantity });
  const started = Date.now();
  for (;;) {
    await pause(TOP_UP_POLL_MS);
    const now = await read();
    if (now.credits !== before.credits) return now;
    if (Date.now() - started >= TOP_UP_GIVE_UP_MS)
      throw new TopUpTimeoutError('The top-up was not confirmed');
  }
}

/** The top-up modal's order: pending until the credits changed (or it failed or gave up). */
export function useConversationTopUp() {
  const api = useApi();
  return useMutation({
    mutationFn: (quantity: number) => orderTopUpAndWait(api, quantity),
    onSuccess: (credits) => {
      api.queryClient.setQueryData(newsletterKeys.credits(), credits);
      return api.queryClient.invalidateQueries({ queryKey: ['newsletter', 'cost'] });
    },
  });
}

/**
 * Sends a template in a conversation (outside WhatsApp's window, the one way to write). The message
 * reaches the thread like any other, through the socket's message events; the offer (price, balance)
 * and the credits follow.
 */
export function useSendTemplateMessage(opportunityId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { clientId: string; templateId: string; variables: Record<string, string> }) =>
      (await graphqlRequest(api.graphql, sendTemplateMessageMutation, { opportunityId, ...input }))
        .sendTemplateMessage,
    onSettled: () =>
      Promise.all([
        api.queryClient.invalidateQueries({ queryKey: newsletterKeys.templateOffer(opportunityId) }),
        api.queryClient.invalidateQueries({ queryKey: newsletterKeys.credits() }),
        api.queryClient.invalidateQueries({ queryKey: ['opportunity', 'thread', opportunityId] }),
      ]),
  });
}

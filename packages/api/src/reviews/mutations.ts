import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { completeReviewsLinkMutation, replyToReviewMutation, startReviewsLinkMutation } from './documents.ts';
import { reviewKeys } from './keys.ts';

/** Replies to a review; every review list (any filter, and the unanswered count) is stale after it. */
export function useReplyToReview() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) =>
      (await graphqlRequest(api.graphql, replyToReviewMutation, { id, text })).replyToReview,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** Starts linking a Google Business Profile for a review channel: the browser then goes to the URL. */
export function useStartReviewsLink() {
  const api = useApi();
  return useMutation({
    mutationFn: async () =>
      (await graphqlRequest(api.graphql, startReviewsLinkMutation, {})).startReviewsLink.authorizationUrl,
  });
}

/** The add page's step after Google sent the browser back: the account and its locations to pick from. */
export function useCompleteReviewsLink() {
  const api = useApi();
  return useMutation({
    mutationFn: async (args: { code: string; state: string }) =>
      (await graphqlRequest(api.graphql, completeReviewsLinkMutation, args)).completeReviewsLink,
  });
}

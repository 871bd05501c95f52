import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { replyToReviewMutation } from './documents.ts';
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

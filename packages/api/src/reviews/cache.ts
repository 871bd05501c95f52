import type { QueryClient } from '@tanstack/react-query';
import { reviewKeys } from './keys.ts';

/** What the socket's `new-review-notification` makes stale: every review list. */
export const reviewsCache = {
  refresh: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
};

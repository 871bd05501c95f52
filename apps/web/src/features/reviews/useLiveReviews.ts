import { reviewsCache, useApi } from '@parley/api';
import { useEffect } from 'react';
import { useRealtime } from '../realtime/index.ts';

/**
 * New reviews arrive over the session's socket, and changed ones (a reply published on Google or
 * refused there, a reply written on Google): every review list is refetched (spec: reviews live).
 */
export function useLiveReviews(onNewReview?: (payload: { reviewId: string; rating: number }) => void) {
  const api = useApi();
  const realtime = useRealtime();
  useEffect(
    () =>
      realtime.socket.on('new-review-notification', (payload) => {
        void reviewsCache.refresh(api.queryClient);
        onNewReview?.(payload);
      }),
    [realtime, api, onNewReview],
  );
  useEffect(
    () => realtime.socket.on('review-updated', () => void reviewsCache.refresh(api.queryClient)),
    [realtime, api],
  );
}

import type { Review } from '../generated/resolvers.ts';
import type { ReviewItem } from './service.ts';

/* A review with its reply (when it has one) as the reviews page reads it. */

export const presentReview = (item: ReviewItem): Review => ({
  id: item.id,
  channelId: item.channelId,
  channelName: item.channelName,
  rating: item.rating,
  text: item.text,
  authorName: item.authorName,
  createdAt: item.createdAt.toISOString(),
  reply:
    item.replyText && item.repliedAt
      ? {
          text: item.replyText,
          repliedAt: item.repliedAt.toISOString(),
          repliedBy: item.repliedByName,
          repliedById: item.repliedBy,
          state: item.replyState ?? null,
          error: item.replyState === 'FAILED' ? item.replyError : null,
        }
      : null,
});

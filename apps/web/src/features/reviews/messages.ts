import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { registerKeyedMessages } from '../../lib/messages.ts';

/**
 * Why Google did not publish a reply (a review's `reply.error`): registered when the reviews screen
 * loads, so the texts stay out of what every page loads.
 */
export const reviewReplyMessages: Record<string, MessageDescriptor> = {
  'REVIEWS.REPLY_REFUSED': msg({
    id: 'REVIEWS.REPLY_REFUSED',
    message: 'Google refused the reply, or the review is no longer there.',
  }),
  'REVIEWS.LINK_REVOKED': msg({
    id: 'REVIEWS.LINK_REVOKED',
    message: 'Google no longer accepts the sign-in of this review channel. An admin adds it again.',
  }),
};

export function registerReviewMessages(): void {
  registerKeyedMessages(reviewReplyMessages);
}

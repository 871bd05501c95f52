import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import {
  canReplyToReview,
  REVIEW_MAX_TAKE,
  REVIEW_PAGE_SIZE,
  REVIEW_REPLY_MAX_LENGTH,
  reviewFilterSchema,
  reviewMessageKeys,
  reviewReplyInputSchema,
  reviewSearchSchema,
} from './reviews.ts';

const firstMessage = (result: v.SafeParseResult<typeof reviewReplyInputSchema>) =>
  result.success ? undefined : result.issues[0]?.message;

describe('reviewReplyInputSchema', () => {
  it('trims the reply', () => {
    expect(v.parse(reviewReplyInputSchema, { text: '  Danke!  ' })).toEqual({ text: 'Danke!' });
  });
  it('requires a non-blank reply', () => {
    expect(firstMessage(v.safeParse(reviewReplyInputSchema, { text: '   ' }))).toBe(messageKeys.required);
    expect(v.safeParse(reviewReplyInputSchema, {}).success).toBe(false);
  });
  it('takes 4096 characters and refuses one more', () => {
    expect(v.safeParse(reviewReplyInputSchema, { text: 'a'.repeat(REVIEW_REPLY_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(
      firstMessage(v.safeParse(reviewReplyInputSchema, { text: 'a'.repeat(REVIEW_REPLY_MAX_LENGTH + 1) })),
    ).toBe(reviewMessageKeys.replyTooLong);
    expect(
      firstMessage(v.safeParse(reviewReplyInputSchema, { text: 'a'.repeat(REVIEW_REPLY_MAX_LENGTH * 10) })),
    ).toBe(reviewMessageKeys.replyTooLong);
  });
});

describe('reviewFilterSchema', () => {
  it('defaults to every rating, answered or not, first page', () => {
    expect(v.parse(reviewFilterSchema, {})).toEqual({ unanswered: false, skip: 0, take: REVIEW_PAGE_SIZE });
  });
  it('refuses ratings outside 1..5 and too large pages', () => {
    expect(v.safeParse(reviewFilterSchema, { rating: 0 }).success).toBe(false);
    expect(v.safeParse(reviewFilterSchema, { rating: 6 }).success).toBe(false);
    expect(v.safeParse(reviewFilterSchema, { rating: 2.5 }).success).toBe(false);
    expect(v.safeParse(reviewFilterSchema, { take: REVIEW_MAX_TAKE + 1 }).success).toBe(false);
  });
});

describe('reviewSearchSchema', () => {
  it('keeps a known rating and drops an unknown one', () => {
    expect(v.parse(reviewSearchSchema, { rating: 4, unanswered: true })).toEqual({
      rating: 4,
      unanswered: true,
    });
    expect(v.parse(reviewSearchSchema, { rating: 9 }).rating).toBeUndefined();
  });
});

describe('canReplyToReview', () => {
  it('needs review replies on and no reply yet', () => {
    expect(canReplyToReview({ reply: null }, true)).toBe(true);
    expect(canReplyToReview({ reply: { text: 'x' } }, true)).toBe(false);
    expect(canReplyToReview({ reply: { state: 'PUBLISHED' } }, true)).toBe(false);
    expect(canReplyToReview({ reply: { state: 'PENDING' } }, true)).toBe(false);
    // A reply Google did not publish is sent again.
    expect(canReplyToReview({ reply: { state: 'FAILED' } }, true)).toBe(true);
    expect(canReplyToReview({ reply: { state: 'FAILED' } }, false)).toBe(false);
    expect(canReplyToReview({ reply: null }, false)).toBe(false);
  });
});

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { reviewsQueryOptions, useApi } from '@parley/api';
import { canReplyToReview, REVIEW_RATINGS, type ReviewRating } from '@parley/domain';
import {
  Button,
  EmptyState,
  ReviewCard,
  ReviewCardSkeleton,
  Select,
  SelectItem,
  StarIcon,
  Switch,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { messageFor } from '../../lib/messages.ts';
import { LiveStatus } from '../realtime/index.ts';
import { registerReviewMessages } from './messages.ts';
import { ReplyForm } from './ReplyForm.tsx';
import * as styles from './reviews.css.ts';
import { useLiveReviews } from './useLiveReviews.ts';

registerReviewMessages();

export type ReviewSearch = { rating?: ReviewRating | undefined; unanswered?: boolean | undefined };

const ALL = 'all';

/**
 * The heading over a review's reply: the viewer's own is "Your reply", a colleague's names them
 * (issue 27: every reply read "Your reply"), one by a user no longer known is the company's.
 */
export function replyLabelOf(
  reply: { repliedById?: string | null; repliedBy?: string | null },
  viewerId: string,
  labels: { own: string; from: (name: string) => string; company: string },
): string {
  if (reply.repliedById && reply.repliedById === viewerId) return labels.own;
  return reply.repliedBy ? labels.from(reply.repliedBy) : labels.company;
}

/** /reviews: the company's Google reviews, filtered by stars and unanswered, answered in place. */
export function ReviewsScreen({
  search,
  onSearchChange,
}: {
  search: ReviewSearch;
  onSearchChange: (search: ReviewSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const repliesEnabled = me.company.brand.features.reviewReplies;
  const query = useQuery(reviewsQueryOptions(api, search));
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  useLiveReviews();

  const ratingItems = [
    { id: ALL, name: t`All ratings` },
    ...REVIEW_RATINGS.map((n) => ({
      id: String(n),
      name: t`${plural(n, { one: '# star', other: '# stars' })}`,
    })),
  ];
  const starsLabel = (n: number) => t`${n} of 5 stars`;
  // Where a reply stands on Google (a channel linked to a Business Profile location); nothing for
  // one kept only in Parley.
  const replyStatusOf = (reply: { state?: string | null; error?: string | null }) =>
    reply.state === 'PENDING'
      ? { tone: 'neutral' as const, label: t`Publishing on Google…` }
      : reply.state === 'PUBLISHED'
        ? { tone: 'positive' as const, label: t`Published on Google` }
        : reply.state === 'FAILED'
          ? {
              tone: 'critical' as const,
              label: t`Not published on Google: ${i18n._(messageFor(reply.error ?? 'REVIEWS.REPLY_REFUSED'))}`,
            }
          : undefined;
  const replyLabels = {
    own: t`Your reply`,
    from: (name: string) => t`Reply from ${name}`,
    company: t`Reply from your company`,
  };

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" aria-label={t`Loading reviews`} aria-busy="true" className={styles.list}>
        {['a', 'b', 'c'].map((key) => (
          <ReviewCardSkeleton key={key} />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = (
      <LoadError onRetry={() => void query.refetch()}>{t`The reviews could not be loaded.`}</LoadError>
    );
  } else if (query.data.items.length === 0) {
    const filtered = search.rating !== undefined || search.unanswered;
    content = (
      <EmptyState
        icon={<StarIcon size="lg" />}
        title={filtered ? t`No reviews match the filter` : t`No reviews yet`}
        description={
          filtered
            ? t`Change the filter to see more reviews.`
            : t`Google reviews of your review channels appear here.`
        }
      />
    );
  } else {
    content = (
      <ul className={styles.list} aria-label={t`Reviews`}>
        {query.data.items.map((review) => (
          <li key={review.id}>
            <ReviewCard
              authorName={review.authorName}
              rating={review.rating}
              headingLevel={2}
              ratingLabel={starsLabel(review.rating)}
              text={review.text ?? null}
              noTextLabel={t`No text, rating only`}
              dateText={formatDateTime(review.createdAt)}
              dateTime={review.createdAt}
              channelName={review.channelName}
              replyLabel={review.reply ? replyLabelOf(review.reply, me.id, replyLabels) : undefined}
              reply={
                review.reply
                  ? {
                      text: review.reply.text,
                      metaText: formatDateTime(review.reply.repliedAt),
                      status: replyStatusOf(review.reply),
                    }
                  : null
              }
              actions={
                !canReplyToReview(review, repliesEnabled) ? null : replyingTo === review.id ? (
                  <ReplyForm
                    reviewId={review.id}
                    authorName={review.authorName}
                    // A reply Google refused is sent again: its text is where the person left it.
                    initialText={review.reply?.text ?? ''}
                    onDone={() => setReplyingTo(null)}
                  />
                ) : (
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      aria-label={
                        review.reply
                          ? t`Send the reply to ${review.authorName} again`
                          : t`Reply to ${review.authorName}`
                      }
                      onPress={() => setReplyingTo(review.id)}
                    >
                      {review.reply ? t`Send again` : t`Reply`}
                    </Button>
                  </div>
                )
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.filters}>
        <Select
          label={t`Rating`}
          items={ratingItems}
          selectedKey={search.rating === undefined ? ALL : String(search.rating)}
          onSelectionChange={(key) =>
            onSearchChange({
              ...search,
              rating: key === ALL || key === null ? undefined : (Number(key) as ReviewRating),
            })
          }
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Switch
          isSelected={search.unanswered === true}
          onChange={(unanswered) => onSearchChange({ ...search, unanswered: unanswered || undefined })}
        >
          {t`Only unanswered`}
        </Switch>
        <LiveStatus />
      </div>
      {query.data ? (
        <p className={styles.summary} aria-live="polite">
          {t`${plural(query.data.total, { one: '# review shown', other: '# reviews shown' })}, ${query.data.unanswered} unanswered`}
        </p>
      ) : null}
      {content}
    </div>
  );
}

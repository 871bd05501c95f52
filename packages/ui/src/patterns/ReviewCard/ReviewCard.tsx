import type { ReactNode } from 'react';
import { StatusLabel } from '../../primitives/Badge/Badge';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../utils/cx';
import * as styles from './ReviewCard.css';

export type StarRatingProps = {
  /** 1..5 */
  rating: number;
  /** Accessible name ("4 of 5 stars"). */
  label?: string;
  className?: string;
};

/** Five stars, `rating` of them filled, announced as one image with `label`. */
export const StarRating = ({ rating, label, className }: StarRatingProps) => (
  <span role="img" aria-label={label ?? `${rating} of 5 stars`} className={cx(styles.stars, className)}>
    {[1, 2, 3, 4, 5].map((n) => (
      <span key={n} aria-hidden="true" className={styles.star} data-filled={n <= rating ? '' : undefined}>
        ★
      </span>
    ))}
  </span>
);

export type ReviewCardProps = {
  authorName: string;
  /** 1..5 stars. */
  rating: number;
  /** Accessible name of the stars ("4 of 5 stars"). */
  ratingLabel?: string;
  /** The review's text; null for a rating without text. */
  text: string | null;
  /** Shown instead of a missing text. */
  noTextLabel?: string;
  /** When it was written, already formatted by the app. */
  dateText: string;
  dateTime?: string;
  /** Where it was written (the review channel's location). */
  channelName?: string;
  /** The company's reply, if any. */
  reply?: {
    text: string;
    metaText?: string;
    /** Where the reply stands where it is published ("Published on Google", or why it is not). */
    status?: { tone: 'neutral' | 'positive' | 'critical'; label: string } | undefined;
  } | null;
  /** Heading over the reply ("Your reply"). */
  replyLabel?: string;
  /** Reply form or button, shown below (the app owns it). */
  actions?: ReactNode;
  /** Heading level of the author's name. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A Google business review: author, stars, date and place, text, the company's reply and actions. */
export const ReviewCard = ({
  authorName,
  rating,
  ratingLabel,
  text,
  noTextLabel = 'No text, rating only',
  dateText,
  dateTime,
  channelName,
  reply,
  replyLabel = 'Your reply',
  actions,
  headingLevel = 3,
  className,
}: ReviewCardProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, className)} aria-label={authorName} data-rating={rating}>
      <header className={styles.header}>
        <Heading className={styles.author}>{authorName}</Heading>
        <StarRating rating={rating} label={ratingLabel} />
      </header>
      <span className={styles.meta}>
        <time dateTime={dateTime}>{dateText}</time>
        {channelName ? ` · ${channelName}` : null}
      </span>
      {text ? <p className={styles.text}>{text}</p> : <p className={styles.noText}>{noTextLabel}</p>}
      {reply ? (
        <div className={styles.reply}>
          <span className={styles.replyLabel}>{replyLabel}</span>
          <p className={styles.text}>{reply.text}</p>
          {reply.metaText ? <span className={styles.meta}>{reply.metaText}</span> : null}
          {reply.status ? <StatusLabel tone={reply.status.tone}>{reply.status.label}</StatusLabel> : null}
        </div>
      ) : null}
      {actions}
    </article>
  );
};

/** Placeholder of a ReviewCard while the list loads. */
export const ReviewCardSkeleton = () => (
  <div className={styles.card} aria-hidden="true">
    <div className={styles.header}>
      <Skeleton width="10rem" />
      <Skeleton width="6rem" />
    </div>
    <Skeleton width="8rem" />
    <Skeleton lines={2} />
  </div>
);

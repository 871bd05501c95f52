import type { ReactNode } from 'react';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../utils/cx';
import { ClientLink } from '../../utils/router';
import * as styles from './NewsItem.css';

export type NewsListItemProps = {
  title: string;
  /** Link to the item (the kit's RouterProvider routes it). */
  href: string;
  categoryName: string;
  /** The category's icon (a kit icon, decorative). */
  categoryIcon: ReactNode;
  /** Publication date, already formatted by the app. */
  dateText: string;
  /** ISO instant for the <time> element. */
  dateTime?: string;
  /** The open item (aria-current). */
  isSelected?: boolean;
  className?: string;
};

/** One news item in the overview list: category icon, title, category name and date, as a link. */
export const NewsListItem = ({
  title,
  href,
  categoryName,
  categoryIcon,
  dateText,
  dateTime,
  isSelected = false,
  className,
}: NewsListItemProps) => (
  <ClientLink href={href} isCurrent={isSelected} className={cx(styles.item, className)}>
    <span className={styles.icon} aria-hidden="true">
      {categoryIcon}
    </span>
    <span className={styles.main}>
      <span className={styles.title}>{title}</span>
      <span className={styles.meta}>
        {categoryName} · <time dateTime={dateTime}>{dateText}</time>
      </span>
    </span>
  </ClientLink>
);

/** Placeholder of a NewsListItem while the list loads. */
export const NewsListItemSkeleton = () => (
  <div className={styles.item} aria-hidden="true">
    <Skeleton shape="circle" width="2rem" height="2rem" />
    <span className={styles.main} style={{ flex: 1 }}>
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </span>
  </div>
);

export type NewsArticleProps = {
  title: string;
  categoryName: string;
  categoryIcon: ReactNode;
  dateText: string;
  dateTime?: string;
  /** Image URL shown above the body; none for no image. */
  imageSrc?: string | null;
  /** Text alternative of the image ("" when it is decorative). */
  imageAlt?: string;
  /** Heading level of the title; pick the one that fits the page outline. */
  headingLevel?: 2 | 3;
  /**
   * The body. The kit styles it but never sanitizes: the app passes already sanitized HTML
   * (e.g. a <div dangerouslySetInnerHTML> of DOMPurify's output).
   */
  children: ReactNode;
  className?: string;
};

/** One news item opened: category, title, date, image and the (sanitized) body. */
export const NewsArticle = ({
  title,
  categoryName,
  categoryIcon,
  dateText,
  dateTime,
  imageSrc,
  imageAlt = '',
  headingLevel = 2,
  children,
  className,
}: NewsArticleProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.article, className)} aria-label={title}>
      <span className={styles.category}>
        <span className={styles.icon} aria-hidden="true">
          {categoryIcon}
        </span>
        {categoryName}
      </span>
      <Heading className={styles.heading}>{title}</Heading>
      <time className={styles.meta} dateTime={dateTime}>
        {dateText}
      </time>
      {imageSrc ? <img className={styles.image} src={imageSrc} alt={imageAlt} /> : null}
      <div className={styles.body}>{children}</div>
    </article>
  );
};

/** Placeholder of a NewsArticle while it loads. */
export const NewsArticleSkeleton = () => (
  <div className={styles.article} aria-hidden="true">
    <Skeleton width="8rem" />
    <Skeleton width="60%" height="1.75rem" />
    <Skeleton shape="rect" width="100%" height="10rem" />
    <Skeleton lines={4} />
  </div>
);

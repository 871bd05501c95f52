import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown next to the title. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** A titled surface; with a title it is a labelled region (section + aria-labelledby). */
export const Card = ({ title, headingLevel = 2, actions, children, className, ...props }: CardProps) => {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={title ? titleId : undefined} {...props} className={cx(styles.card, className)}>
      {title || actions ? (
        <header className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
};

export type DetailRowProps = Omit<HTMLAttributes<HTMLDListElement>, 'children'> & {
  label: ReactNode;
  value: ReactNode;
};

/** One label/value pair. Each row is its own <dl>, so rows can be placed anywhere. */
export const DetailRow = ({ label, value, className, ...props }: DetailRowProps) => (
  <dl {...props} className={cx(styles.row, className)}>
    <dt className={styles.rowLabel}>{label}</dt>
    <dd className={styles.rowValue}>{value}</dd>
  </dl>
);

import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './CreditBalance.css';

export type CreditBalanceProps = {
  /** The credits the company has now. */
  balance: number;
  /** What the planned send costs; none to show the balance alone. */
  cost?: number;
  /** The balance after the send (`balance - cost`), worked out by the caller. */
  remaining?: number;
  title?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  balanceLabel?: ReactNode;
  costLabel?: ReactNode;
  remainingLabel?: ReactNode;
  /** Writes a figure; the app passes one in the user's locale (and unit, if it shows one). */
  formatNumber?: (value: number) => string;
  /** The balance does not cover the cost: the remaining figure and the message turn critical. */
  isInsufficient?: boolean;
  /** Shown while insufficient; the card's description for assistive technology. */
  insufficientMessage?: ReactNode;
  /** E.g. a "Top up" button, shown under the figures. */
  action?: ReactNode;
  className?: string;
};

const english = new Intl.NumberFormat('en');
const formatEnglish = (value: number) => english.format(value);

/** The conversation credits a company has, what a send costs and what is left after it. */
export const CreditBalance = ({
  balance,
  cost,
  remaining,
  title = 'Conversation credits',
  headingLevel = 3,
  balanceLabel = 'Balance',
  costLabel = 'Cost',
  remainingLabel = 'Remaining',
  formatNumber = formatEnglish,
  isInsufficient = false,
  insufficientMessage = 'Your balance does not cover this cost.',
  action,
  className,
}: CreditBalanceProps) => {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const Heading = `h${headingLevel}` as const;
  const showMessage = isInsufficient && Boolean(insufficientMessage);
  return (
    <section
      className={cx(styles.card, className)}
      data-insufficient={isInsufficient || undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={showMessage ? messageId : undefined}
    >
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      <dl className={styles.figures}>
        <div className={styles.figure} data-figure="balance">
          <dt className={styles.label}>{balanceLabel}</dt>
          <dd className={styles.value}>{formatNumber(balance)}</dd>
        </div>
        {cost === undefined ? null : (
          <div className={styles.figure} data-figure="cost">
            <dt className={styles.label}>{costLabel}</dt>
            <dd className={styles.value}>{formatNumber(cost)}</dd>
          </div>
        )}
        {remaining === undefined ? null : (
          <div className={styles.figure} data-figure="remaining">
            <dt className={styles.label}>{remainingLabel}</dt>
            <dd className={styles.value} aria-describedby={showMessage ? messageId : undefined}>
              {formatNumber(remaining)}
            </dd>
          </div>
        )}
      </dl>
      {showMessage ? (
        <p id={messageId} className={styles.message}>
          {insufficientMessage}
        </p>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
};

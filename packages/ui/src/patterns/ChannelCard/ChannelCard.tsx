import type { ReactNode } from 'react';
import { ChatIcon, MailIcon, StarIcon } from '../../icons/Icon';
import { StatusLabel } from '../../primitives/Badge/Badge';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './ChannelCard.css';

export type ChannelFamilyIcon = 'email' | 'messenger' | 'reviews';

export type ChannelCardStatus = {
  /** The translated status word ("Live", "Unregistered"). */
  label: string;
  /** Positive (working), pending (on its way, not an error) or negative (stopped). */
  tone: 'positive' | 'pending' | 'negative';
  /** A longer explanation from the provider, shown under the status. */
  message?: string | null;
};

export type ChannelCardProps = {
  /** The channel's address: email, phone number, page or location name. Also the link's text. */
  value: string;
  /** The translated channel type ("WhatsApp", "Email (SMTP)"). */
  typeLabel: string;
  family: ChannelFamilyIcon;
  /** Where the channel's detail opens. */
  href: string;
  /** Its status; `undefined` while it loads, `null` when there is none to show. */
  status?: ChannelCardStatus | null;
  /** Accessible name of the status while it loads. */
  statusLoadingLabel?: string;
  /** Buttons for this channel (e.g. reconnect). */
  actions?: ReactNode;
  className?: string;
};

const icons = { email: MailIcon, messenger: ChatIcon, reviews: StarIcon };

const statusLabelTone = { positive: 'positive', pending: 'neutral', negative: 'critical' } as const;

/** One channel of a company in the channels list: type, address (a link to its detail), status, actions. */
export const ChannelCard = ({
  value,
  typeLabel,
  family,
  href,
  status,
  statusLoadingLabel = 'Loading status…',
  actions,
  className,
}: ChannelCardProps) => {
  const Icon = icons[family];
  return (
    <article className={cx(styles.card, className)} data-tone={status?.tone}>
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.main}>
        <Link href={href} variant="standalone" className={styles.value}>
          {value}
        </Link>
        <span className={styles.type}>{typeLabel}</span>
      </div>
      <div className={styles.status}>
        {status === undefined ? (
          <span aria-busy="true">
            <Skeleton width="6rem" />
            <span className={visuallyHidden}>{statusLoadingLabel}</span>
          </span>
        ) : status ? (
          <>
            <StatusLabel tone={statusLabelTone[status.tone]}>{status.label}</StatusLabel>
            {status.message ? <span className={styles.message}>{status.message}</span> : null}
          </>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
};

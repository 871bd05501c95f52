import { Avatar } from '../../primitives/Avatar/Avatar';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../utils/cx';
import { ClientLink } from '../../utils/router';
import { RecordLabels } from '../RecordLabels/RecordLabels';
import * as styles from './ContactListItem.css';

export type ContactListItemProps = {
  /** The contact's page (routed by the kit's RouterProvider). */
  href: string;
  name: string;
  avatarUrl?: string | null;
  /** One line under the name, e.g. the company name or the phone number. */
  detail?: string | null;
  labels?: readonly { id: string; label: string }[];
  /** The open contact (aria-current). */
  isSelected?: boolean;
  className?: string;
};

/**
 * One row of a contact list: a native link (lists mount it for every row scrolled into view, so it
 * skips RAC's press and hover hooks, like ConversationListItem).
 */
export const ContactListItem = ({
  href,
  name,
  avatarUrl,
  detail,
  labels = [],
  isSelected = false,
  className,
}: ContactListItemProps) => (
  <ClientLink href={href} isCurrent={isSelected} className={cx(styles.root, className)}>
    <Avatar name={name} src={avatarUrl} isDecorative />
    <span className={styles.main}>
      <span className={styles.name}>{name}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
      <RecordLabels labels={labels} chipClassName={styles.chip} />
    </span>
  </ClientLink>
);

/** Rows' places while the first page loads. */
export const ContactListItemSkeleton = () => (
  <div className={styles.skeleton} aria-hidden="true">
    <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
    <Skeleton lines={2} width="60%" />
  </div>
);

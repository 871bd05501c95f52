import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { cx } from '../../utils/cx';
import { ClientLink } from '../../utils/router';
import { RecordLabels } from '../RecordLabels/RecordLabels';
import * as styles from './ConversationListItem.css';

export type ConversationLabel = { id: string; label: string };

/**
 * A row that can be ticked for a bulk action. The box sits over the avatar (shown on hover, when
 * ticked, and while any row is ticked: `isSelecting`); it is not a tab stop of its own, so the list
 * keeps one tab stop per row: the app toggles the focused row from the keyboard (x or Space).
 */
export type ConversationSelection = {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  /** The box's name, e.g. "Select Maria Schneider". */
  label: string;
  /** Some row of the list is ticked: every box shows. */
  isSelecting?: boolean;
};

export type ConversationListItemProps = {
  /** Link to the conversation (the kit's RouterProvider does client-side routing); wins over `onPress`. */
  href?: string;
  /** Makes the row a button when the app opens conversations itself. */
  onPress?: () => void;
  contactName: string;
  avatarUrl?: string | null;
  /** Channel name, e.g. "WhatsApp"; shown after the icon. */
  channelLabel: string;
  /** Decorative channel icon. */
  channelIcon?: ReactNode;
  /** A state worth a glance beside the channel, e.g. "Snoozed until 28.11.2026, 09:00". */
  statusText?: string;
  /** Last message, shown on one line with an ellipsis. */
  preview: string;
  /** Prefix before the preview, e.g. "You:" when the user sent the last message. */
  previewPrefix?: string;
  /** Time of the last message, already formatted by the app ("10:42", "Yesterday"). */
  timeText: string;
  /** ISO date time of the last message for the <time> element. */
  dateTime?: string;
  unreadCount?: number;
  /** Accessible text for the unread count, e.g. "3 unread messages"; the badge shows the number. */
  unreadLabel?: string;
  labels?: ConversationLabel[];
  /** The open conversation (aria-current). */
  isSelected?: boolean;
  /** Makes the row tickable for bulk actions. */
  selection?: ConversationSelection;
  className?: string;
};

/** One inbox row: a link (href) or a button (onPress) that fills the row. */
export const ConversationListItem = ({
  href,
  onPress,
  contactName,
  avatarUrl,
  channelLabel,
  channelIcon,
  statusText,
  preview,
  previewPrefix,
  timeText,
  dateTime,
  unreadCount = 0,
  unreadLabel,
  labels = [],
  isSelected = false,
  selection,
  className,
}: ConversationListItemProps) => {
  const hasUnread = unreadCount > 0;
  const content = (
    <>
      <Avatar name={contactName} src={avatarUrl} isDecorative className={styles.avatar} />
      <span className={styles.main}>
        <span className={styles.topLine}>
          <span className={styles.name}>{contactName}</span>
          <time className={styles.time} dateTime={dateTime}>
            {timeText}
          </time>
        </span>
        <span className={styles.channel}>
          {channelIcon ? (
            <span className={styles.channelIcon} aria-hidden="true">
              {channelIcon}
            </span>
          ) : null}
          {channelLabel}
          {statusText ? <span className={styles.status}>{` · ${statusText}`}</span> : null}
        </span>
        <span className={styles.bottomLine}>
          <span className={styles.preview}>
            {previewPrefix ? <span className={styles.prefix}>{previewPrefix} </span> : null}
            {preview}
          </span>
          {hasUnread ? (
            <>
              <Badge tone="brand" aria-hidden={unreadLabel ? true : undefined} className={styles.unread}>
                {unreadCount}
              </Badge>
              {unreadLabel ? <span className={styles.hidden}>{unreadLabel}</span> : null}
            </>
          ) : null}
        </span>
        <RecordLabels labels={labels} chipClassName={styles.chip} />
      </span>
    </>
  );
  const state = {
    'data-selected': isSelected || undefined,
    'data-unread': hasUnread || undefined,
    'data-checked': selection?.isChecked || undefined,
  };
  const row =
    href !== undefined ? (
      <ClientLink
        href={href}
        isCurrent={isSelected}
        className={cx(styles.root, styles.link, className)}
        {...state}
      >
        {content}
      </ClientLink>
    ) : (
      <RACButton
        onPress={onPress}
        aria-current={isSelected ? 'true' : undefined}
        className={cx(styles.root, className)}
        {...state}
      >
        {content}
      </RACButton>
    );
  if (!selection) return row;
  // The box comes after the row in the document, so the row's link stays the list's focus target.
  return (
    <div
      className={styles.selectable}
      data-checked={selection.isChecked || undefined}
      data-selecting={selection.isSelecting || undefined}
    >
      {row}
      {/* A native box: the inbox's first screen does not carry the kit's Checkbox and its state hooks. */}
      <span className={styles.selectBox}>
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={selection.label}
          checked={selection.isChecked}
          onChange={(event) => selection.onChange(event.currentTarget.checked)}
          className={styles.selectInput}
        />
      </span>
    </div>
  );
};

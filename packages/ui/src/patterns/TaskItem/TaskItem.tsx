import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { StarIcon, StarOutlineIcon } from '../../icons/Icon';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../utils/cx';
import { ClientLink } from '../../utils/router';
import * as styles from './TaskItem.css';

export type TaskDueState = 'upcoming' | 'today' | 'overdue';

export type TaskItemProps = {
  title: string;
  /** Link to the task's detail (the kit's RouterProvider routes it). */
  href: string;
  /** Due date, already formatted by the app ("23.11.2026, 23:59"). */
  dueText: string;
  /** ISO instant for the <time> element. */
  dueDateTime?: string;
  /** Today and overdue get a badge with `dueStateLabels`. Done tasks show none. */
  dueState?: TaskDueState;
  dueStateLabels?: Partial<Record<TaskDueState, string>>;
  /** Label before the due date ("Due"). */
  dueLabel?: string;
  /** What the task is about (a contact's name); shown after the due date. */
  linkText?: ReactNode;
  /** Who does it, when it is not the viewer ("for Uwe User"). */
  assigneeText?: string;
  isDone: boolean;
  isImportant: boolean;
  onDoneChange: (isDone: boolean) => void;
  onImportantChange: (isImportant: boolean) => void;
  /** Accessible name of the done checkbox; the task's title is appended ("Done: Call back"). */
  doneLabel?: string;
  /** Accessible name of the important toggle; the task's title is appended. */
  importantLabel?: string;
  /** The open task (aria-current). */
  isSelected?: boolean;
  className?: string;
};

const dueTone: Record<TaskDueState, BadgeTone | null> = {
  upcoming: null,
  today: 'warning',
  overdue: 'critical',
};

/**
 * One task in a list: a done checkbox, the title as a link to the task, its due date (with a Today or
 * Overdue badge) and an important star. Checkbox and star act at once; the app keeps them in sync.
 */
export const TaskItem = ({
  title,
  href,
  dueText,
  dueDateTime,
  dueState = 'upcoming',
  dueStateLabels = {},
  dueLabel = 'Due',
  linkText,
  assigneeText,
  isDone,
  isImportant,
  onDoneChange,
  onImportantChange,
  doneLabel = 'Done',
  importantLabel = 'Important',
  isSelected = false,
  className,
}: TaskItemProps) => {
  const labels = {
    upcoming: dueStateLabels.upcoming,
    today: dueStateLabels.today ?? 'Today',
    overdue: dueStateLabels.overdue ?? 'Overdue',
  };
  const tone = isDone ? null : dueTone[dueState];
  return (
    <div
      className={cx(styles.root, className)}
      data-selected={isSelected || undefined}
      data-done={isDone || undefined}
    >
      <Checkbox
        isSelected={isDone}
        onChange={onDoneChange}
        aria-label={`${doneLabel}: ${title}`}
        className={styles.done}
      />
      <div className={styles.main}>
        <ClientLink href={href} isCurrent={isSelected} className={styles.title}>
          {title}
        </ClientLink>
        <span className={styles.meta}>
          <span>
            {dueLabel}{' '}
            <time dateTime={dueDateTime} className={styles.due}>
              {dueText}
            </time>
          </span>
          {tone && labels[dueState] ? <Badge tone={tone}>{labels[dueState]}</Badge> : null}
        </span>
        {linkText || assigneeText ? (
          <span className={styles.meta}>
            {linkText ? <span className={styles.link}>{linkText}</span> : null}
            {linkText && assigneeText ? <span aria-hidden="true">·</span> : null}
            {assigneeText ? <span>{assigneeText}</span> : null}
          </span>
        ) : null}
      </div>
      <ToggleButton
        isSelected={isImportant}
        onChange={onImportantChange}
        aria-label={`${importantLabel}: ${title}`}
        className={styles.star}
      >
        {/* Marked or not shows in the shape (filled or outlined), not in the colour alone. */}
        {isImportant ? (
          <StarIcon size="sm" data-star="filled" />
        ) : (
          <StarOutlineIcon size="sm" data-star="outline" />
        )}
      </ToggleButton>
    </div>
  );
};

/** A task row while the list loads. */
export const TaskItemSkeleton = ({ className }: { className?: string }) => (
  <div className={cx(styles.root, className)} aria-hidden="true">
    <Skeleton shape="rect" width="1.25rem" height="1.25rem" />
    <div className={styles.main}>
      <Skeleton width="60%" />
      <Skeleton width="40%" />
    </div>
  </div>
);

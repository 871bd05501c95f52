import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { cx } from '../../utils/cx';
import * as styles from './Pagination.css';

export type PaginationProps = {
  /** Accessible name of the navigation, e.g. "Pages of the audit log". */
  'aria-label': string;
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Where the reader is, e.g. "Page 2 of 7"; announced politely when it changes. */
  statusLabel: string;
  /** While the next page loads: the buttons stay where they are, the status says so. */
  isPending?: boolean;
  className?: string;
};

/**
 * Previous and next page of a long list, with where the reader is between them. The buttons keep
 * their place (disabled at either end, never removed), so keyboard focus stays on the one pressed.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  previousLabel,
  nextLabel,
  statusLabel,
  isPending = false,
  className,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const last = Math.max(1, pageCount);
  return (
    <nav aria-label={ariaLabel} className={cx(styles.root, className)} data-pending={isPending || undefined}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon size="sm" />}
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        {previousLabel}
      </Button>
      <span className={styles.status} aria-live="polite">
        {statusLabel}
      </span>
      <Button variant="secondary" size="sm" isDisabled={page >= last} onPress={() => onPageChange(page + 1)}>
        {nextLabel}
        <ChevronRightIcon size="sm" />
      </Button>
    </nav>
  );
}

import type { Key, ReactNode } from 'react';
import { Cell, Column, Row, type SortDescriptor, Table, TableBody, TableHeader } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icon';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './DataTable.css';

export type { SortDescriptor };

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  /** The cell's content for one row. */
  cell: (row: T) => ReactNode;
  /** The column that names a row for assistive tech (one per table, usually the name). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: 'start' | 'end';
  /** CSS width, e.g. "12rem" or "20%". */
  width?: string;
};

export type DataTableProps<T> = {
  /** Accessible name of the table. */
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Makes each row a link (routed by the kit's RouterProvider). */
  getRowHref?: (row: T) => string | undefined;
  /** Called when a row without href is activated (Enter or click). */
  onRowAction?: (id: string) => void;
  /** Shows skeleton rows instead of `rows`. */
  isLoading?: boolean;
  loadingRowCount?: number;
  /** Announced while loading. */
  loadingLabel?: string;
  /** Shown in the body when there are no rows (e.g. an EmptyState). */
  emptyState?: ReactNode;
  /** Shown in the body instead of the rows when loading failed (e.g. a Banner with a retry button). */
  errorState?: ReactNode;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  className?: string;
};

type LoadingRow = { __loading: number };

/**
 * A list of records as a table (users, teams, channels) on RAC's Table: keyboard navigable rows that
 * may be links, optional sortable headers, and loading, empty and error states from props.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  getRowHref,
  onRowAction,
  isLoading = false,
  loadingRowCount = 3,
  loadingLabel = 'Loading…',
  emptyState,
  errorState,
  sortDescriptor,
  onSortChange,
  className,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const loadingRows: LoadingRow[] = Array.from({ length: loadingRowCount }, (_, index) => ({
    __loading: index,
  }));
  const items: (T | LoadingRow)[] = isLoading ? loadingRows : errorState ? [] : [...rows];
  const isLoadingRow = (row: T | LoadingRow): row is LoadingRow =>
    isLoading && typeof row === 'object' && row !== null && '__loading' in row;
  const idOf = (row: T | LoadingRow) => (isLoadingRow(row) ? `loading-${row.__loading}` : getRowId(row));
  return (
    <div className={cx(styles.wrapper, className)} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <span className={visuallyHidden} role="status">
          {loadingLabel}
        </span>
      ) : null}
      <Table
        aria-label={ariaLabel}
        className={styles.table}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={onRowAction && !isLoading ? (key: Key) => onRowAction(String(key)) : undefined}
      >
        <TableHeader className={styles.header}>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={styles.column}
              data-align={column.align ?? 'start'}
              style={column.width ? { width: column.width } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnLabel}>
                  {column.header}
                  {allowsSorting ? (
                    <span
                      aria-hidden="true"
                      className={styles.sortIcon}
                      data-direction={sortDirection ?? undefined}
                    >
                      <ChevronDownIcon size="sm" />
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          className={styles.body}
          items={items}
          renderEmptyState={() => <div className={styles.empty}>{errorState ?? emptyState}</div>}
        >
          {(row) => {
            const id = idOf(row);
            if (isLoadingRow(row)) {
              return (
                <Row id={id} className={styles.row} data-loading>
                  {columns.map((column, index) => (
                    <Cell key={column.id} className={styles.cell}>
                      {/* A row header must not be empty (the skeleton is hidden from assistive tech). */}
                      {index === 0 || column.isRowHeader ? (
                        <span className={visuallyHidden}>{loadingLabel}</span>
                      ) : null}
                      <Skeleton width={column.isRowHeader ? '70%' : '50%'} />
                    </Cell>
                  ))}
                </Row>
              );
            }
            const href = getRowHref?.(row);
            return (
              <Row
                id={id}
                href={href}
                className={styles.row}
                data-link={href || onRowAction ? true : undefined}
              >
                {columns.map((column) => (
                  <Cell
                    key={column.id}
                    className={styles.cell}
                    data-align={column.align ?? 'start'}
                    data-row-header={column.isRowHeader ? true : undefined}
                  >
                    {column.cell(row)}
                  </Cell>
                ))}
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}

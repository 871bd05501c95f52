import type { ReactNode } from 'react';
import { CriticalIcon, PositiveIcon } from '../../icons/Icon';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar';
import { cx } from '../../utils/cx';
import * as styles from './ImportProgress.css';

/** One problem of one row, already translated. */
export type ImportRowProblem = { row: number; column?: string; message: string };

export type ImportProgressProps = {
  total: number;
  /** Rows with an outcome so far. */
  done: number;
  created: number;
  problems: readonly ImportRowProblem[];
  /** Rows that failed (a row may have several problems). */
  failedRows: number;
  isRunning: boolean;
  progressLabel?: string;
  /** "{done} of {total} rows" */
  valueLabel?: (done: number, total: number) => string;
  /** "{created} imported, {failed} failed" */
  summary?: (created: number, failed: number) => ReactNode;
  errorsTitle?: string;
  rowHeader?: string;
  columnHeader?: string;
  problemHeader?: string;
  className?: string;
};

/**
 * The progress of an import and its per-row error report: a progress bar while rows are sent, a
 * summary, and a table naming the row, column and problem of every row that was not imported.
 */
export const ImportProgress = ({
  total,
  done,
  created,
  problems,
  failedRows,
  isRunning,
  progressLabel = 'Importing',
  valueLabel = (d, t) => `${d} of ${t} rows`,
  summary = (c, f) => `${c} imported, ${f} failed`,
  errorsTitle = 'Rows not imported',
  rowHeader = 'Row',
  columnHeader = 'Column',
  problemHeader = 'Problem',
  className,
}: ImportProgressProps) => (
  <section className={cx(styles.root, className)} aria-busy={isRunning || undefined}>
    <ProgressBar
      label={progressLabel}
      value={done}
      minValue={0}
      maxValue={Math.max(total, 1)}
      valueLabel={valueLabel(done, total)}
      // Red only when nothing got in; some bad rows among many are listed below instead.
      tone={isRunning ? 'brand' : created === 0 && failedRows > 0 ? 'danger' : 'success'}
    />
    <p className={styles.summary} role="status">
      {isRunning ? null : failedRows > 0 ? (
        <CriticalIcon size="sm" className={styles.critical} />
      ) : (
        <PositiveIcon size="sm" className={styles.positive} />
      )}
      {summary(created, failedRows)}
    </p>
    {problems.length > 0 ? (
      <>
        <h3 className={styles.title}>{errorsTitle}</h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable (axe scrollable-region-focusable) */}
        <section className={styles.scroller} tabIndex={0} aria-label={errorsTitle}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                <th scope="col">{columnHeader}</th>
                <th scope="col">{problemHeader}</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row may repeat; its problems keep their order
                <tr key={`${problem.row}-${index}`}>
                  <th scope="row">{problem.row}</th>
                  <td>{problem.column ?? '–'}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </>
    ) : null}
  </section>
);

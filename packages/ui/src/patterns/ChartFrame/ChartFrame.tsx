import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './ChartFrame.css';

export type ChartSeries = { key: string; label: string; color: string };

export type ChartFrameProps = {
  title: string;
  /** The drawn chart (the app brings its own charting library); decorative for screen readers. */
  children?: ReactNode;
  series: ChartSeries[];
  /** Row labels (e.g. months) of the data table. */
  rowLabels: string[];
  /**
   * `values[s][r]`: series s in row r; `null` where there is no value (yet), e.g. a month still to
   * come: the table shows a dash (read as `noValueLabel`), and the chart should leave a gap.
   */
  values: (number | null)[][];
  /** What a screen reader hears for a missing value. */
  noValueLabel?: string;
  /** Header of the row-label column. */
  rowHeader: string;
  /** The toggle that shows the numbers as a table (the chart's text alternative). */
  tableLabel?: string;
  /** Accessible description of the drawn chart, e.g. "Line chart, the numbers are in the table below". */
  chartDescription?: string;
  legendLabel?: string;
  className?: string;
};

/**
 * A chart with its title, legend and the same numbers as a table: the drawing is for the eye, the
 * table (opened with the keyboard from a disclosure) is the accessible alternative.
 */
export const ChartFrame = ({
  title,
  children,
  series,
  rowLabels,
  values,
  rowHeader,
  tableLabel = 'Show the numbers',
  chartDescription,
  legendLabel = 'Legend',
  noValueLabel = 'No value',
  className,
}: ChartFrameProps) => {
  const titleId = useId();
  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <div className={styles.chart} role="img" aria-label={chartDescription ?? title}>
        {children}
      </div>
      <ul className={styles.legend} aria-label={legendLabel}>
        {series.map((item) => (
          <li key={item.key} className={styles.legendItem}>
            <span className={styles.swatch} style={{ backgroundColor: item.color }} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>{tableLabel}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption} style={{ textAlign: 'start' }}>
              {title}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {rowHeader}
                </th>
                {series.map((item) => (
                  <th key={item.key} scope="col" className={styles.cell}>
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowLabels.map((row, r) => (
                <tr key={row}>
                  <th scope="row" className={styles.cell}>
                    {row}
                  </th>
                  {series.map((item, s) => (
                    <td key={item.key} className={styles.cell}>
                      <Value value={values[s]?.[r]} noValueLabel={noValueLabel} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
};

const Value = ({ value, noValueLabel }: { value: number | null | undefined; noValueLabel: string }) =>
  value === null || value === undefined ? (
    <>
      <span aria-hidden="true">–</span>
      <span className={visuallyHidden}>{noValueLabel}</span>
    </>
  ) : (
    value
  );

import { composeRenderProps, ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = Omit<ProgressBarProps, 'children' | 'isIndeterminate' | 'value'> & {
  /** Accessible name, e.g. "Loading". Required: a spinner without a name says nothing. */
  'aria-label': string;
  size?: SpinnerSize;
};

const Graphic = () => (
  <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={styles.svg}>
    <circle cx="12" cy="12" r="9" className={styles.track} />
    <circle cx="12" cy="12" r="9" className={styles.arc} />
  </svg>
);

/** Indeterminate progress indicator (role="progressbar"). */
export const Spinner = ({ size = 'md', className, ...props }: SpinnerProps) => (
  <ProgressBar
    {...props}
    isIndeterminate
    className={composeRenderProps(className, (c) => cx(styles.root, styles.size[size], c))}
  >
    <Graphic />
  </ProgressBar>
);

/** Decorative spinner for places whose state is already announced (e.g. a pending Button). */
export const SpinnerGraphic = ({ size = 'md' }: { size?: SpinnerSize }) => (
  <span className={cx(styles.root, styles.size[size])} aria-hidden="true">
    <Graphic />
  </span>
);

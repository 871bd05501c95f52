import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldLabel } from '../Field/Field';
import * as styles from './ProgressBar.css';

export type ProgressBarTone = 'brand' | 'success' | 'danger';

export type ProgressBarProps = Omit<RACProgressBarProps, 'children'> & {
  /** Visible label; without it pass `aria-label`. */
  label?: ReactNode;
  tone?: ProgressBarTone;
  size?: 'sm' | 'md';
  /** Show the formatted value ("60 %", or `valueLabel`) next to the label. Ignored while indeterminate. */
  showValueLabel?: boolean;
};

/** Determinate (value/min/max) or indeterminate progress (role="progressbar"). */
export const ProgressBar = ({
  label,
  tone = 'brand',
  size = 'md',
  showValueLabel = true,
  className,
  ...props
}: ProgressBarProps) => (
  <RACProgressBar
    {...props}
    data-tone={tone}
    className={composeRenderProps(className, (c) => cx(styles.root, c))}
  >
    {({ percentage, valueText, isIndeterminate }) => {
      const valueLabel = showValueLabel && !isIndeterminate ? valueText : undefined;
      return (
        <>
          {label || valueLabel ? (
            <span className={styles.header}>
              {label ? <FieldLabel>{label}</FieldLabel> : null}
              {valueLabel ? <span className={styles.value}>{valueLabel}</span> : null}
            </span>
          ) : null}
          <span className={cx(styles.track, styles.size[size], styles.tone[tone])}>
            <span
              className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      );
    }}
  </RACProgressBar>
);

import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  shape?: 'text' | 'rect' | 'circle';
  /** CSS length, e.g. "12rem" or "100%". */
  width?: string;
  /** CSS length; text skeletons follow the line height. */
  height?: string;
  /** Number of text lines; the last one is shorter. */
  lines?: number;
};

/**
 * Placeholder while content loads. Hidden from assistive tech: announce loading with a Spinner
 * or `aria-busy` on the region instead.
 */
export const Skeleton = ({
  shape = 'text',
  width,
  height,
  lines = 1,
  className,
  style,
  ...props
}: SkeletonProps) => {
  const size: CSSProperties = { width, height, ...style };
  if (shape === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden="true" className={cx(styles.stack, className)} style={size}>
        {Array.from({ length: lines }, (_, index) => `line-${index}`).map((key, index) => (
          <span
            key={key}
            className={cx(styles.skeleton, styles.shape.text, index === lines - 1 && styles.lastLine)}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...props}
      aria-hidden="true"
      className={cx(styles.skeleton, styles.shape[shape], className)}
      style={size}
    />
  );
};

import type { ReactNode } from 'react';
import { CloseIcon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { cx } from '../../utils/cx';
import * as styles from './SelectionBar.css';

export type SelectionBarProps = {
  /** What is ticked, already worded by the app ("3 selected"); announced politely when it changes. */
  countText: string;
  /** The actions on the ticked rows (small buttons, a menu trigger). */
  children: ReactNode;
  /** Name of the button that unticks every row, e.g. "Clear selection". */
  clearLabel: string;
  onClear: () => void;
  /** Name of the group for assistive tech, e.g. "Selected conversations". */
  'aria-label': string;
  className?: string;
};

/**
 * The bar over a list while some of its rows are ticked: how many, the actions on them, and a button
 * that unticks them all. The app shows it only while something is ticked.
 */
export const SelectionBar = ({
  countText,
  children,
  clearLabel,
  onClear,
  'aria-label': ariaLabel,
  className,
}: SelectionBarProps) => (
  // biome-ignore lint/a11y/useSemanticElements: a group of controls, not a form's fieldset
  <div role="group" aria-label={ariaLabel} className={cx(styles.root, className)}>
    <IconButton label={clearLabel} icon={<CloseIcon size="sm" />} size="sm" onPress={onClear} />
    <span className={styles.count} aria-live="polite">
      {countText}
    </span>
    <div className={styles.actions}>{children}</div>
  </div>
);

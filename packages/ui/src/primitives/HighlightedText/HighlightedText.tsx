import { cx } from '../../utils/cx';
import * as styles from './HighlightedText.css';

export type HighlightRange = { start: number; end: number };

export type HighlightedTextProps = {
  text: string;
  /** Sorted ranges of `text` that do not overlap (the app finds them): each is marked. */
  ranges: readonly HighlightRange[];
  className?: string;
};

/**
 * A text with parts marked (`<mark>`, which screen readers announce as highlighted): what a search
 * found in a name, a number or a message. Ranges outside the text or out of order are left unmarked.
 */
export function HighlightedText({ text, ranges, className }: HighlightedTextProps) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <span className={cx(styles.text, className)}>
      {parts.map((part, i) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the text's, in order, never reordered.
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

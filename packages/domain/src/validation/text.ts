import * as v from 'valibot';

/**
 * A string trimmed and at most `max` characters, with `key` as the message when it is longer. The
 * untrimmed input is bounded first (four times `max`), so trimming never walks a huge string.
 */
export const boundedText = (max: number, key: string) =>
  v.pipe(v.string(key), v.maxLength(max * 4, key), v.trim(), v.maxLength(max, key));

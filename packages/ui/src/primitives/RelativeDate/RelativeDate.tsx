import type { HTMLAttributes } from 'react';

export type RelativeDateProps = Omit<HTMLAttributes<HTMLTimeElement>, 'children'> & {
  /** The instant; rendered as the machine-readable `dateTime` attribute. */
  date: Date | string;
  /** Full date shown as a tooltip-like title, e.g. "22.11.2026 14:05". */
  title?: string;
} & (
    | {
        /** The app's formatter (Today / Yesterday / DD.MM. rules live in the domain package). */
        format: (date: Date) => string;
        formatted?: never;
      }
    | { formatted: string; format?: never }
  );

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Shows a date formatted by the app inside a <time> element. */
export const RelativeDate = ({ date, format, formatted, ...props }: RelativeDateProps) => {
  const instant = toDate(date);
  const iso = Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
  return (
    <time {...props} dateTime={iso}>
      {formatted ?? format?.(instant)}
    </time>
  );
};

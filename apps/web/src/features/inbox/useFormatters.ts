import { useLingui } from '@lingui/react/macro';
import { formatFileSize, relativeDay } from '@parley/domain';
import { useMemo } from 'react';
import { userTimeZone } from '../../lib/dates.ts';

/** Dates as DD.MM. with Today and Yesterday (spec 2) and file sizes (spec 9), in the user's language. */
export function useInboxFormatters() {
  const { t, i18n } = useLingui();
  // Stable while the language stays, so memoized list rows are not re-rendered by a new object.
  return useMemo(
    () => ({
      day(iso: string | null | undefined, now = Date.now()): string {
        if (!iso) return '';
        const day = relativeDay(Date.parse(iso), now, userTimeZone());
        if (day.kind === 'today') return day.time;
        if (day.kind === 'yesterday') return t`Yesterday`;
        return day.date;
      },
      dayHeading(iso: string, now = Date.now()): string {
        const day = relativeDay(Date.parse(iso), now, userTimeZone());
        if (day.kind === 'today') return t`Today`;
        if (day.kind === 'yesterday') return t`Yesterday`;
        return day.date;
      },
      time(iso: string): string {
        return relativeDay(Date.parse(iso), Date.parse(iso), userTimeZone()).time;
      },
      fileSize: (bytes: number) => formatFileSize(bytes, i18n.locale),
    }),
    [t, i18n.locale],
  );
}

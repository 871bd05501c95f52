import { useLingui } from '@lingui/react/macro';
import { formatFileSize, relativeDay } from '@parley/domain';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Dates as DD.MM. with Today and Yesterday (spec 2) and file sizes (spec 9), in the user's language. */
export function useInboxFormatters() {
  const { t, i18n } = useLingui();
  return {
    day(iso: string | null | undefined, now = Date.now()): string {
      if (!iso) return '';
      const day = relativeDay(Date.parse(iso), now, timeZone);
      if (day.kind === 'today') return day.time;
      if (day.kind === 'yesterday') return t`Yesterday`;
      return day.date;
    },
    dayHeading(iso: string, now = Date.now()): string {
      const day = relativeDay(Date.parse(iso), now, timeZone);
      if (day.kind === 'today') return t`Today`;
      if (day.kind === 'yesterday') return t`Yesterday`;
      return day.date;
    },
    time(iso: string): string {
      return relativeDay(Date.parse(iso), Date.parse(iso), timeZone).time;
    },
    fileSize: (bytes: number) => formatFileSize(bytes, i18n.locale),
  };
}

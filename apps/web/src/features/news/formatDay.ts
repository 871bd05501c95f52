/** DD.MM.YYYY (spec 9) in the browser's time zone, without loading a date library. */
const dayFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const formatDay = (iso: string | null | undefined): string =>
  iso ? dayFormat.format(new Date(iso)) : '';

/**
 * A moment as a conversation's timeline names it (an appointment's start, the end of a snooze):
 * DD.MM.YYYY HH:mm, in the company's time zone (Europe/Berlin until companies carry their own).
 */
export function timelineTime(at: Date, timeZone = 'Europe/Berlin'): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '');
}

import { useLingui } from '@lingui/react/macro';
import type { AppointmentFieldsFragment } from '@parley/api';
import { formatDate } from '@parley/domain';
import type { CalendarEvent, CalendarStateLabels } from '@parley/ui';
import { userTimeZone } from './dates.ts';

export type AppointmentView = AppointmentFieldsFragment;

export function useStateLabels(): CalendarStateLabels {
  const { t } = useLingui();
  return {
    accepted: t`Active`,
    cancelled: t`Cancelled`,
    cancelled_not_confirmed: t`Cancelled (not confirmed)`,
    waiting: t`Waiting`,
  };
}

/** How the app names and dates an appointment (calendar, detail, dashboard). */
export function useAppointmentText() {
  const { t, i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long' });
  const zone = userTimeZone();
  return {
    title: (a: Pick<AppointmentView, 'name' | 'contact' | 'service'>) =>
      a.name || a.contact?.name || a.service?.name || t`Appointment`,
    /** Spec 2: weekday and DD.MM.YYYY. */
    dateText: (a: Pick<AppointmentView, 'start'>) =>
      `${weekday.format(new Date(a.start))}, ${formatDate(new Date(a.start).getTime(), zone)}`,
    timeText: (a: Pick<AppointmentView, 'start' | 'end'>) =>
      `${time.format(new Date(a.start))}–${time.format(new Date(a.end))}`,
  };
}

export const isCalendarEvent = (a: Pick<AppointmentView, 'originType'>) => a.originType !== 'OWN';

export function toCalendarEvent(a: AppointmentView, title: string): CalendarEvent {
  return {
    id: a.id,
    title,
    start: new Date(a.start),
    end: new Date(a.end),
    state: a.state,
    origin: isCalendarEvent(a) ? 'outlook' : 'own',
    allDay: a.allDay,
    ...(a.contact?.name && a.contact.name !== title ? { subtitle: a.contact.name } : {}),
  };
}

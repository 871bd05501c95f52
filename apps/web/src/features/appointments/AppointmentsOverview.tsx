import { useLingui } from '@lingui/react/macro';
import { calendarWeekQueryOptions, opportunityQueryOptions, useApi } from '@parley/api';
import { type AppointmentFormValues, localDateOf, newAppointmentForm } from '@parley/domain';
import { AddIcon, Banner, Button, Calendar, type CalendarView, RefreshIcon, ScheduleIcon } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toCalendarEvent, useAppointmentText, useStateLabels } from '../../lib/appointmentText.ts';
import { calendarDateFormat, localIsoDay, userTimeZone } from '../../lib/dates.ts';
import { AppointmentFormDialog } from './AppointmentFormDialog.tsx';
import { AvailabilityDialog } from './AvailabilityDialog.tsx';
import * as styles from './appointments.css.ts';
import type { CalendarArgs } from './args.ts';

/** The shown day (its week in the week view) and the week's range come from `calendarArgs`. */
export type AppointmentsOverviewProps = CalendarArgs & {
  view: CalendarView;
  /** Book for this conversation: the form opens with its contact and the conversation filled in. */
  book?: string | undefined;
  onNavigate: (next: { view?: CalendarView; date?: string; book?: undefined }) => void;
};

/** The kit's calendar works in local Date days; the address in YYYY-MM-DD (`localIsoDay`). */
const localDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
};

/**
 * /appointments/overview: the user's calendar in week and day views (spec 2, 4): events coloured by
 * state, week navigation and a refresh that goes to the server, booking from a free slot or the
 * button, and the availability modal. Week and view live in the address.
 */
export function AppointmentsOverview({
  view,
  date,
  week: range,
  book,
  onNavigate,
}: AppointmentsOverviewProps) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const text = useAppointmentText();
  const stateLabels = useStateLabels();
  const timeZone = userTimeZone();
  const week = useQuery(calendarWeekQueryOptions(api, range));
  const [form, setForm] = useState<AppointmentFormValues | null>(null);
  const [availabilityOpen, setAvailabilityOpen] = useState(false);
  const conversation = useQuery({ ...opportunityQueryOptions(api, book ?? ''), enabled: Boolean(book) });
  const contact = conversation.data?.contact;
  const contactName = contact
    ? [contact.profile.firstName, contact.profile.lastName].filter(Boolean).join(' ') ||
      contact.phone ||
      contact.email
    : null;
  // Booking from a conversation: the form opens once the conversation is known.
  const bookingForm =
    book && conversation.data && !form
      ? { ...newAppointmentForm(timeZone), opportunityId: book, contactId: conversation.data.contact.id }
      : null;
  const openForm = form ?? bookingForm;

  const events = (week.data ?? []).map((appointment) =>
    toCalendarEvent(appointment, text.title(appointment)),
  );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.heading}>{t`Calendar`}</h2>
        <div className={styles.toolbarActions}>
          <Button
            variant="secondary"
            icon={<RefreshIcon size="sm" />}
            isPending={week.isFetching}
            onPress={() => void week.refetch()}
          >
            {t`Refresh`}
          </Button>
          <Button
            variant="secondary"
            icon={<ScheduleIcon size="sm" />}
            onPress={() => setAvailabilityOpen(true)}
          >
            {t`Availability`}
          </Button>
          <Button icon={<AddIcon size="sm" />} onPress={() => setForm(newAppointmentForm(timeZone))}>
            {t`New appointment`}
          </Button>
        </div>
      </div>
      {week.isError ? (
        <Banner tone="critical" role="alert">
          {t`The appointments could not be loaded.`}{' '}
          <Button variant="quiet" size="sm" onPress={() => void week.refetch()}>
            {t`Try again`}
          </Button>
        </Banner>
      ) : null}
      <Calendar
        aria-busy={week.isPending || undefined}
        view={view}
        date={localDay(date)}
        events={events}
        labels={{
          previousWeek: t`Previous week`,
          nextWeek: t`Next week`,
          previousDay: t`Previous day`,
          nextDay: t`Next day`,
          today: t`Today`,
          view: t`View`,
          week: t`Week`,
          day: t`Day`,
          newEvent: t`New appointment`,
          allDay: t`All day`,
        }}
        stateLabels={stateLabels}
        dateFormat={calendarDateFormat}
        onViewChange={(next) => onNavigate({ view: next })}
        onDateChange={(next) => onNavigate({ date: localIsoDay(next) })}
        onEventPress={(id) => void navigate({ to: '/appointments/overview/$id', params: { id } })}
        onSlotPress={(start) => setForm(newAppointmentForm(timeZone, { epochMs: start.getTime() }))}
      />
      <AppointmentFormDialog
        initial={openForm}
        contactName={book ? contactName : null}
        onClose={() => {
          setForm(null);
          if (book) onNavigate({ book: undefined });
        }}
        onSaved={(saved) => {
          // Show the week of the new appointment.
          onNavigate({ date: localDateOf(saved.start, timeZone), book: undefined });
        }}
      />
      <AvailabilityDialog isOpen={availabilityOpen} onClose={() => setAvailabilityOpen(false)} />
    </div>
  );
}

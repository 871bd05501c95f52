import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { Calendar, type CalendarEvent, type CalendarProps } from './Calendar';
import type { CalendarDateFormat, CalendarView } from './dates';

/** Wednesday 20 May 2026, 10:00; the shown week runs Monday 18 to Sunday 24 May. */
const today = new Date(2026, 4, 20, 10, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 4, day, hour, minute);

const weekEvents: CalendarEvent[] = [
  {
    id: 'a1',
    title: 'Consultation',
    subtitle: 'Anna Muster',
    start: at(18, 9),
    end: at(18, 10),
    state: 'accepted',
    origin: 'own',
  },
  {
    id: 'a2',
    title: 'Fitting',
    subtitle: 'Ben Keller',
    start: at(19, 11),
    end: at(19, 12, 30),
    state: 'cancelled',
    origin: 'own',
  },
  {
    id: 'a3',
    title: 'Repair pick-up',
    start: at(20, 14),
    end: at(20, 14, 45),
    state: 'cancelled_not_confirmed',
    origin: 'own',
  },
  {
    id: 'a4',
    title: 'Test drive',
    subtitle: 'Chris Brun',
    start: at(21, 8, 30),
    end: at(21, 9, 30),
    state: 'waiting',
    origin: 'own',
  },
  {
    id: 'o1',
    title: 'Team meeting',
    start: at(22, 13),
    end: at(22, 14),
    state: 'accepted',
    origin: 'outlook',
  },
];

const overlappingEvents: CalendarEvent[] = [
  { id: 'x1', title: 'Long session', start: at(20, 9), end: at(20, 11), state: 'accepted', origin: 'own' },
  { id: 'x2', title: 'Phone call', start: at(20, 9, 30), end: at(20, 10), state: 'waiting', origin: 'own' },
  {
    id: 'x3',
    title: 'Supplier',
    start: at(20, 10),
    end: at(20, 10, 45),
    state: 'accepted',
    origin: 'outlook',
  },
  { id: 'x4', title: 'Lunch', start: at(20, 12), end: at(20, 13), state: 'accepted', origin: 'own' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The app's product rule: DD.MM. and DD.MM.YYYY in every language. */
const dottedDates: CalendarDateFormat = {
  dayMonth: (date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.`,
  full: (date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`,
};

const meta = preview.meta({
  component: Calendar,
  args: {
    view: 'week' as const,
    date: today,
    today,
    events: weekEvents,
    ...spies('onEventPress', 'onSlotPress', 'onViewChange', 'onDateChange'),
    dateFormat: dottedDates,
    style: { height: '36rem' },
  },
});

/** The app keeps `view` and `date`; this stand-in does the same so switching can be seen. */
const Stateful = (args: CalendarProps) => {
  const [view, setView] = useState<CalendarView>(args.view);
  const [date, setDate] = useState(args.date);
  return (
    <Calendar
      {...args}
      view={view}
      date={date}
      onViewChange={(next) => {
        setView(next);
        args.onViewChange?.(next);
      }}
      onDateChange={(next) => {
        setDate(next);
        args.onDateChange?.(next);
      }}
    />
  );
};

/** One group per shown day, named by its date. */
const dayGroups = (root: HTMLElement) => within(root).getAllByRole('group', { name: /\d{2}\.\d{2}\.\d{4}$/ });

export const Empty = meta.story({
  args: { events: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const monday = canvas.getByRole('group', { name: /18\.05\.2026/ });
    await userEvent.click(within(monday).getByRole('button', { name: /09:15/ }));
    await expect(args.onSlotPress).toHaveBeenCalledWith(at(18, 9, 15));

    // The slots are one tab stop; arrow keys move between them.
    await expect(within(monday).getByRole('button', { name: /09:15/ })).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const tuesday = canvas.getByRole('group', { name: /19\.05\.2026/ });
    await expect(within(tuesday).getByRole('button', { name: /09:30/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlotPress).toHaveBeenLastCalledWith(at(19, 9, 30));
  },
});

export const WeekWithAllStates = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(dayGroups(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('18.05. – 24.05.2026');

    const accepted = canvas.getByRole('button', {
      name: /^Consultation, Anna Muster, 09:00–10:00, Active, /,
    });
    await expect(accepted).toHaveAttribute('data-state', 'accepted');
    await expect(
      canvas.getByRole('button', { name: /^Fitting, Ben Keller, 11:00–12:30, Cancelled, / }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Repair pick-up, 14:00–14:45, Cancelled \(not confirmed\), / }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Test drive, Chris Brun, 08:30–09:30, Waiting, / }),
    ).toBeVisible();
    // Outlook: neutral, and no state label (the time is followed by the day).
    const outlook = canvas.getByRole('button', { name: /^Team meeting, 13:00–14:00, \w+, 22\.05\.$/ });
    await expect(outlook).toHaveAttribute('data-origin', 'outlook');
    await expect(within(outlook).queryByText('Active')).toBeNull();

    // The four states and Outlook get five different fills.
    const fills = ['Consultation', 'Fitting', 'Repair pick-up', 'Test drive', 'Team meeting'].map(
      (title) =>
        getComputedStyle(canvas.getByRole('button', { name: new RegExp(`^${title},`) })).backgroundColor,
    );
    await expect(new Set(fills).size).toBe(5);

    await userEvent.click(accepted);
    await expect(args.onEventPress).toHaveBeenCalledWith('a1');
    // Keyboard too.
    outlook.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventPress).toHaveBeenLastCalledWith('o1');
  },
});

export const WeekNavigation = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith(new Date(2026, 4, 27));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith(new Date(2026, 4, 13));
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith(new Date(2026, 4, 20));
  },
});

export const DayView = meta.story({
  args: { view: 'day' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(dayGroups(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/20\.05\.2026/);
    await expect(canvas.getByRole('button', { name: /^Repair pick-up,/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Consultation,/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith(new Date(2026, 4, 19));
  },
});

export const SwitchView = meta.story({
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('radiogroup', { name: 'View' });
    await expect(within(views).getByRole('radio', { name: 'Week' })).toBeChecked();
    await userEvent.click(within(views).getByRole('radio', { name: 'Day' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('day');
    await expect(dayGroups(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith(new Date(2026, 4, 21));
    await expect(canvas.getByRole('button', { name: /^Test drive,/ })).toBeVisible();
    await userEvent.click(within(views).getByRole('radio', { name: 'Week' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('week');
    await expect(dayGroups(canvasElement)).toHaveLength(7);
  },
});

export const OverlappingEvents = meta.story({
  args: { view: 'day', events: overlappingEvents },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rect = (title: string) =>
      canvas.getByRole('button', { name: new RegExp(`^${title},`) }).getBoundingClientRect();
    const long = rect('Long session');
    const call = rect('Phone call');
    const supplier = rect('Supplier');
    const lunch = rect('Lunch');
    // Side by side: overlapping in time, not in space.
    await expect(call.left).toBeGreaterThanOrEqual(long.right);
    await expect(supplier.left).toBeGreaterThanOrEqual(long.right);
    await expect(call.top).toBeGreaterThan(long.top);
    // The supplier starts when the call ends, so it reuses the call's lane below it.
    await expect(supplier.left).toBe(call.left);
    await expect(supplier.top).toBeGreaterThanOrEqual(call.bottom - 1);
    // Lunch overlaps nothing and takes the full width.
    await expect(lunch.width).toBeGreaterThan(long.width * 1.5);
  },
});

export const GermanLocale = meta.story({
  globals: { locale: 'de' },
  args: {
    labels: {
      previousWeek: 'Vorherige Woche',
      nextWeek: 'Nächste Woche',
      previousDay: 'Vorheriger Tag',
      nextDay: 'Nächster Tag',
      today: 'Heute',
      view: 'Ansicht',
      week: 'Woche',
      day: 'Tag',
      newEvent: 'Neuer Termin',
    },
    stateLabels: {
      accepted: 'Aktiv',
      cancelled: 'Abgesagt',
      cancelled_not_confirmed: 'Abgesagt (nicht bestätigt)',
      waiting: 'Wartend',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Mo\.?$/)).toBeVisible();
    await expect(canvas.getByText(/^So\.?$/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Mittwoch, 20.05.2026' })).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Consultation, Anna Muster, 09:00–10:00, Aktiv, Montag, 18.05.',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Abgesagt (nicht bestätigt)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Woche' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith(new Date(2026, 4, 27));
    await userEvent.click(canvas.getByRole('button', { name: /^Neuer Termin, Dienstag, 19\. Mai um 07:00/ }));
    await expect(args.onSlotPress).toHaveBeenLastCalledWith(at(19, 7));
  },
});

export const EnglishLocale = meta.story({
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mon')).toBeVisible();
    // Dates stay as the app writes them (DD.MM.) in every language; times stay 24-hour.
    await expect(canvas.getByRole('group', { name: 'Wednesday, 20.05.2026' })).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Consultation, Anna Muster, 09:00–10:00, Active, Monday, 18.05.',
      }),
    ).toBeVisible();
  },
});

export const ReadOnly = meta.story({
  args: { onSlotPress: undefined, events: [] },
  play: async ({ canvasElement }) => {
    // No slot buttons; the scrolling area itself takes focus instead.
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /New appointment/ })).toBeNull();
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
  },
});

export const DefaultDateFormat = meta.story({
  args: { dateFormat: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('May 18 – May 24, 2026');
    await expect(canvas.getByRole('group', { name: /, May 20, 2026$/ })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Consultation, Anna Muster, 09:00–10:00, Active, \w+, May 18$/ }),
    ).toBeVisible();
  },
});

/**
 * A whole-day event of a linked calendar (a holiday) sits in the all-day row above the hours; the
 * day's appointments keep the whole column's width.
 */
export const AllDayEvents = meta.story({
  args: {
    events: [
      ...weekEvents,
      {
        id: 'h1',
        title: 'Company holiday',
        start: at(18, 0),
        end: at(19, 0),
        state: 'accepted',
        origin: 'outlook',
        allDay: true,
      },
      {
        id: 'h2',
        title: 'Trade fair',
        start: at(21, 0),
        end: at(23, 0),
        state: 'accepted',
        origin: 'outlook',
        allDay: true,
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const holiday = canvas.getByRole('button', { name: /^Company holiday, All day, \S+, 18\.05\.$/ });
    await expect(holiday).toHaveTextContent(/^Company holiday/);
    // The trade fair shows on both of its days (Thursday and Friday), not on Saturday.
    await expect(canvas.getAllByRole('button', { name: /^Trade fair, All day/ })).toHaveLength(2);
    // Monday's consultation keeps its day column's full width beside the all-day event.
    const consultation = canvas.getByRole('button', { name: /^Consultation/ });
    const monday = dayGroups(canvasElement)[0] as HTMLElement;
    await expect(consultation.getBoundingClientRect().width).toBeGreaterThan(
      monday.getBoundingClientRect().width * 0.8,
    );
    await userEvent.click(holiday);
    await expect(args.onEventPress).toHaveBeenCalledWith('h1');
  },
});

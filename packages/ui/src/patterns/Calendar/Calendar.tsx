import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type HTMLAttributes, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import {
  Group,
  Button as RACButton,
  ToggleButton,
  ToggleButtonGroup,
  useLocale,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './Calendar.css';
import {
  addDays,
  type CalendarDateFormat,
  type CalendarView,
  defaultCalendarDateFormat,
  isSameDay,
  rangeTitle,
  shiftDate,
  slotStart,
  startOfDay,
  visibleDays,
} from './dates';
import { layoutLanes, placeDayEvents } from './layout';

export type CalendarEventState = 'accepted' | 'cancelled' | 'cancelled_not_confirmed' | 'waiting';

export type CalendarEvent = {
  id: string;
  title: string;
  start: Date;
  end: Date;
  state: CalendarEventState;
  /** Outlook events are shown neutral and without a state label. */
  origin: 'own' | 'outlook';
  /** Second line, e.g. the customer. */
  subtitle?: string;
  /**
   * A whole-day calendar event: shown in the all-day row above the hours (on each day from `start` to
   * before `end`), not as a block over the day's appointments.
   */
  allDay?: boolean;
};

export type CalendarLabels = {
  previousWeek: string;
  nextWeek: string;
  previousDay: string;
  nextDay: string;
  today: string;
  /** Accessible name of the week/day switch. */
  view: string;
  week: string;
  day: string;
  /** Start of an empty slot's accessible name: "New appointment, Monday, 18 May at 09:15". */
  newEvent: string;
  /** The all-day row's label, and the time of an all-day event. */
  allDay: string;
};

export type CalendarStateLabels = Record<CalendarEventState, string>;

export const defaultCalendarLabels: CalendarLabels = {
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  view: 'View',
  week: 'Week',
  day: 'Day',
  newEvent: 'New appointment',
  allDay: 'All day',
};

export const defaultCalendarStateLabels: CalendarStateLabels = {
  accepted: 'Active',
  cancelled: 'Cancelled',
  cancelled_not_confirmed: 'Cancelled (not confirmed)',
  waiting: 'Waiting',
};

type Formatters = {
  weekday: Intl.DateTimeFormat;
  weekdayLong: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  slot: Intl.DateTimeFormat;
};

const pad = (n: number) => String(n).padStart(2, '0');

const makeFormatters = (locale: string): Formatters => ({
  weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
  weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
  time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  slot: new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
});

/** Whether a whole-day event covers a day: from its start's day to before its end (exclusive end). */
const coversDay = (event: Pick<CalendarEvent, 'start' | 'end'>, day: Date) => {
  const dayStart = startOfDay(day);
  return event.start < addDays(dayStart, 1) && event.end > dayStart;
};

type EventButtonProps = {
  event: CalendarEvent;
  /** The day column it is shown in (an event across midnight shows in both). */
  day: Date;
  gridRow: string;
  gridColumn: string;
  formatters: Formatters;
  dateFormat: CalendarDateFormat;
  stateLabels: CalendarStateLabels;
  onPress?: (id: string) => void;
};

const EventButton = ({
  event,
  day,
  gridRow,
  gridColumn,
  formatters,
  dateFormat,
  stateLabels,
  onPress,
}: EventButtonProps) => {
  const isOutlook = event.origin === 'outlook';
  const stateLabel = isOutlook ? null : stateLabels[event.state];
  const timeRange = `${formatters.time.format(event.start)}–${formatters.time.format(event.end)}`;
  const dayLabel = `${formatters.weekdayLong.format(day)}, ${dateFormat.dayMonth(day)}`;
  // The name repeats the visible text in its order (WCAG 2.5.3) with pauses, then the day, which
  // only the column shows. It is text content, not aria-label, so the visible part stays out of it.
  const name = [event.title, event.subtitle, timeRange, stateLabel, dayLabel].filter(Boolean).join(', ');
  return (
    <RACButton
      data-state={event.state}
      data-origin={event.origin}
      className={cx(styles.event, styles.eventTone[isOutlook ? 'outlook' : event.state])}
      style={{ gridRow, gridColumn }}
      onPress={() => onPress?.(event.id)}
    >
      <span className={visuallyHidden}>{name}</span>
      <span className={styles.eventTitle} aria-hidden="true">
        {event.title}
      </span>
      {event.subtitle ? (
        <span className={styles.eventMeta} aria-hidden="true">
          {event.subtitle}
        </span>
      ) : null}
      <span className={styles.eventMeta} aria-hidden="true">
        {timeRange}
      </span>
      {stateLabel ? (
        <span className={cx(styles.stateLabel, styles.stateLabelTone[event.state])} aria-hidden="true">
          {stateLabel}
        </span>
      ) : null}
    </RACButton>
  );
};

export type CalendarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  view: CalendarView;
  /** Any moment of the day (day view) or week (week view) to show. */
  date: Date;
  events: readonly CalendarEvent[];
  onEventPress?: (id: string) => void;
  /** An empty slot was pressed; `start` is its beginning. Without it slots are not interactive. */
  onSlotPress?: (start: Date) => void;
  onViewChange?: (view: CalendarView) => void;
  /** Previous/next/today: the new date to show, at 00:00. */
  onDateChange?: (date: Date) => void;
  /** First hour shown (default 7) and the hour the grid ends at (default 20). */
  startHour?: number;
  endHour?: number;
  /** Minutes per slot row (default 15, the appointment step); divides 60. */
  slotMinutes?: number;
  /** Marks today's column and is where "Today" goes; defaults to now. */
  today?: Date;
  /** Toolbar and slot strings; English defaults, the app passes translations. */
  labels?: Partial<CalendarLabels>;
  /** State words shown on own events (Outlook events show none). */
  stateLabels?: Partial<CalendarStateLabels>;
  /** How days are written; English ("May 18, 2026") unless the app passes its own. */
  dateFormat?: CalendarDateFormat;
};

type SlotPosition = { day: number; row: number };

/**
 * Appointment calendar: a week (Monday first) or a day of 15-minute slots between `startHour` and
 * `endHour`. Presentational: the app owns `view`, `date` and `events` and answers the callbacks.
 *
 * Keyboard: the slots are one tab stop (arrow keys move between them, Home/End to the first and
 * last slot of the day); each event is its own tab stop.
 */
export const Calendar = ({
  view,
  date,
  events,
  onEventPress,
  onSlotPress,
  onViewChange,
  onDateChange,
  startHour = 7,
  endHour = 20,
  slotMinutes = 15,
  today: todayProp,
  labels: labelsProp,
  stateLabels: stateLabelsProp,
  dateFormat = defaultCalendarDateFormat,
  className,
  ...props
}: CalendarProps) => {
  const { locale, direction } = useLocale();
  const labels = { ...defaultCalendarLabels, ...labelsProp };
  const stateLabels = { ...defaultCalendarStateLabels, ...stateLabelsProp };
  const formatters = useMemo(() => makeFormatters(locale), [locale]);
  const titleId = useId();
  const gridRef = useRef<HTMLDivElement>(null);

  const today = todayProp ?? new Date();
  const lastHour = Math.max(endHour, startHour + 1);
  const slotsPerHour = 60 / slotMinutes;
  const rowCount = (lastHour - startHour) * slotsPerHour;
  const days = visibleDays(view, date);
  const hours = Array.from({ length: lastHour - startHour }, (_, offset) => startHour + offset);
  const rows = Array.from({ length: rowCount }, (_, offset) => offset);
  const todayIndex = days.findIndex((day) => isSameDay(day, today));

  const [focusedSlot, setFocusedSlot] = useState<SlotPosition>({ day: 0, row: 0 });
  // The tab stop stays inside the grid when the view or hours change.
  const tabStop: SlotPosition = {
    day: Math.min(focusedSlot.day, days.length - 1),
    row: Math.min(focusedSlot.row, rowCount - 1),
  };

  const moveSlotFocus = (to: SlotPosition) => {
    const target = {
      day: Math.min(Math.max(to.day, 0), days.length - 1),
      row: Math.min(Math.max(to.row, 0), rowCount - 1),
    };
    setFocusedSlot(target);
    gridRef.current?.querySelector<HTMLElement>(`[data-slot="${target.day}-${target.row}"]`)?.focus();
  };

  const handleSlotKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: SlotPosition) => {
    const forward = direction === 'rtl' ? -1 : 1;
    const moves: Record<string, SlotPosition> = {
      ArrowUp: { ...position, row: position.row - 1 },
      ArrowDown: { ...position, row: position.row + 1 },
      ArrowLeft: { ...position, day: position.day - forward },
      ArrowRight: { ...position, day: position.day + forward },
      Home: { ...position, row: 0 },
      End: { ...position, row: rowCount - 1 },
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    moveSlotFocus(target);
  };

  const [previousLabel, nextLabel] =
    view === 'week' ? [labels.previousWeek, labels.nextWeek] : [labels.previousDay, labels.nextDay];

  const hasFocusableContent = Boolean(onSlotPress) || events.length > 0;
  const timed = events.filter((event) => !event.allDay);
  const allDayOn = (day: Date) => events.filter((event) => event.allDay && coversDay(event, day));
  const hasAllDay = days.some((day) => allDayOn(day).length > 0);

  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.toolbar}>
        <div className={styles.navigation}>
          <IconButton
            variant="secondary"
            size="sm"
            label={previousLabel}
            icon={<ChevronLeftIcon size="sm" />}
            onPress={() => onDateChange?.(shiftDate(view, date, -1))}
          />
          <Button variant="secondary" size="sm" onPress={() => onDateChange?.(startOfDay(today))}>
            {labels.today}
          </Button>
          <IconButton
            variant="secondary"
            size="sm"
            label={nextLabel}
            icon={<ChevronRightIcon size="sm" />}
            onPress={() => onDateChange?.(shiftDate(view, date, 1))}
          />
        </div>
        <h2 id={titleId} className={styles.title} aria-live="polite">
          {rangeTitle(view, days, dateFormat, formatters.weekdayLong)}
        </h2>
        <ToggleButtonGroup
          aria-label={labels.view}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === 'week' || next === 'day') onViewChange?.(next);
          }}
          className={styles.viewSwitch}
        >
          <ToggleButton id="week" className={styles.viewButton}>
            {labels.week}
          </ToggleButton>
          <ToggleButton id="day" className={styles.viewButton}>
            {labels.day}
          </ToggleButton>
        </ToggleButtonGroup>
      </div>

      <section
        className={styles.scroller}
        aria-labelledby={titleId}
        // A scrolling region must be keyboard reachable when nothing inside takes focus.
        tabIndex={hasFocusableContent ? undefined : 0}
      >
        <div
          ref={gridRef}
          className={styles.grid}
          style={assignInlineVars({
            [styles.dayCount]: String(days.length),
            [styles.slotCount]: String(rowCount),
          })}
        >
          <div className={styles.corner} aria-hidden="true" />
          {days.map((day, index) => (
            <div
              key={day.getTime()}
              className={styles.dayHeader}
              aria-current={index === todayIndex ? 'date' : undefined}
            >
              <span className={styles.weekday}>{formatters.weekday.format(day)}</span>
              <span>{dateFormat.dayMonth(day)}</span>
            </div>
          ))}

          {hasAllDay ? (
            <>
              <div className={styles.allDayLabel}>{labels.allDay}</div>
              {days.map((day) => (
                <div key={day.getTime()} className={styles.allDayCell}>
                  {allDayOn(day).map((event) => (
                    <RACButton
                      key={event.id}
                      className={cx(
                        styles.allDayEvent,
                        styles.eventTone[event.origin === 'outlook' ? 'outlook' : event.state],
                      )}
                      onPress={() => onEventPress?.(event.id)}
                    >
                      <span aria-hidden="true">{event.title}</span>
                      {/* Its name also says what the row and the column show, as the timed events' do. */}
                      <span className={visuallyHidden}>
                        {[
                          event.title,
                          labels.allDay,
                          `${formatters.weekdayLong.format(day)}, ${dateFormat.dayMonth(day)}`,
                        ].join(', ')}
                      </span>
                    </RACButton>
                  ))}
                </div>
              ))}
            </>
          ) : null}

          <div className={styles.gutter} aria-hidden="true">
            {hours.map((hour) => (
              <span
                key={hour}
                className={styles.hourLabel}
                style={{ gridRow: `${(hour - startHour) * slotsPerHour + 1} / span ${slotsPerHour}` }}
              >
                {`${pad(hour)}:00`}
              </span>
            ))}
          </div>

          {days.map((day, dayIndex) => (
            <Group
              key={day.getTime()}
              aria-label={`${formatters.weekdayLong.format(day)}, ${dateFormat.full(day)}`}
              className={styles.day}
              data-today={dayIndex === todayIndex || undefined}
            >
              {rows.map((row) => {
                const slotProps = {
                  className: cx(styles.slot, onSlotPress && styles.slotButton),
                  style: { gridRow: `${row + 1}` },
                  'data-hour-start': row % slotsPerHour === 0 || undefined,
                  'data-half-hour':
                    (slotsPerHour % 2 === 0 && row % slotsPerHour === slotsPerHour / 2) || undefined,
                };
                if (!onSlotPress) return <div key={row} {...slotProps} />;
                const start = slotStart(day, row, startHour, slotMinutes);
                const isTabStop = tabStop.day === dayIndex && tabStop.row === row;
                return (
                  <button
                    key={row}
                    {...slotProps}
                    type="button"
                    data-slot={`${dayIndex}-${row}`}
                    tabIndex={isTabStop ? 0 : -1}
                    aria-label={`${labels.newEvent}, ${formatters.slot.format(start)}`}
                    onClick={() => onSlotPress(start)}
                    onFocus={() => setFocusedSlot({ day: dayIndex, row })}
                    onKeyDown={(event) => handleSlotKeyDown(event, { day: dayIndex, row })}
                  />
                );
              })}
              {layoutLanes(placeDayEvents(timed, day, startHour, lastHour, slotMinutes)).map((cluster) => (
                <div
                  key={cluster.items.map((item) => item.event.id).join(' ')}
                  className={styles.cluster}
                  style={{
                    gridRow: `${cluster.rowStart + 1} / ${cluster.rowEnd + 1}`,
                    gridTemplateRows: `repeat(${cluster.rowEnd - cluster.rowStart}, minmax(0, 1fr))`,
                    gridTemplateColumns: `repeat(${cluster.lanes}, minmax(0, 1fr))`,
                  }}
                >
                  {cluster.items.map((item) => (
                    <EventButton
                      key={item.event.id}
                      event={item.event}
                      day={day}
                      gridRow={`${item.rowStart - cluster.rowStart + 1} / ${item.rowEnd - cluster.rowStart + 1}`}
                      gridColumn={`${item.lane + 1}`}
                      formatters={formatters}
                      dateFormat={dateFormat}
                      stateLabels={stateLabels}
                      onPress={onEventPress}
                    />
                  ))}
                </div>
              ))}
            </Group>
          ))}
        </div>
      </section>
    </div>
  );
};

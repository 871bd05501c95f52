export {
  Calendar,
  type CalendarEvent,
  type CalendarEventState,
  type CalendarLabels,
  type CalendarProps,
  type CalendarStateLabels,
  defaultCalendarLabels,
  defaultCalendarStateLabels,
} from './Calendar';
export {
  addDays,
  type CalendarDateFormat,
  type CalendarView,
  defaultCalendarDateFormat,
  startOfWeek,
} from './dates';

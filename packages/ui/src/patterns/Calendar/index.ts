export {
  addDays,
  Calendar,
  type CalendarEvent,
  type CalendarEventState,
  type CalendarLabels,
  type CalendarProps,
  type CalendarStateLabels,
  type CalendarView,
  defaultCalendarLabels,
  defaultCalendarStateLabels,
  startOfWeek,
} from './Calendar';

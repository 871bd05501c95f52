export {
  CalendarConnectionDetail,
  CalendarConnectionsList,
  CalendarLinkReturn,
} from './CalendarConnections.tsx';

// Importing the kit registers the default theme on :root (see theme/defaultTheme.css.ts).
// The date and time values DatePicker and TimeField take, so the app needs no date library of its own.
export {
  CalendarDate,
  CalendarDateTime,
  parseAbsolute,
  parseDate,
  parseTime,
  Time,
  toZoned,
} from '@internationalized/date';
// Client-side routing and locale for kit links and strings; the app wires these once at the root.
export { I18nProvider, type I18nProviderProps, useLocale } from 'react-aria-components';
export * from './icons';
export * from './patterns/AppointmentCard';
export * from './patterns/AppShell';
export * from './patterns/AuthLayout';
export * from './patterns/BotNodeCard';
export * from './patterns/BotNodeEditor';
export * from './patterns/Calendar';
export * from './patterns/Card';
export * from './patterns/ChannelCard';
export * from './patterns/ChartFrame';
export * from './patterns/ChatPanel';
export * from './patterns/ChoiceWizard';
export * from './patterns/CodeSnippet';
export * from './patterns/Composer';
export * from './patterns/ContactCard';
export * from './patterns/ContactListItem';
export * from './patterns/ConversationListItem';
export * from './patterns/CreditBalance';
export * from './patterns/DashboardWidget';
export * from './patterns/DataTable';
export * from './patterns/EmptyState';
export * from './patterns/FileBrowser';
export * from './patterns/ImportProgress';
export * from './patterns/KeyboardShortcutsDialog';
export * from './patterns/NewsItem';
export * from './patterns/PageHeader';
export * from './patterns/Pagination';
export * from './patterns/QrCode';
export * from './patterns/ReviewCard';
export * from './patterns/SelectionBar';
export * from './patterns/ShopCard';
export * from './patterns/Sidebar';
export * from './patterns/TaskItem';
export * from './patterns/TemplatePreview';
export * from './patterns/Thread';
export * from './patterns/VirtualList';
export * from './patterns/WeeklyHoursEditor';
export * from './patterns/WindowCountdown';
export * from './patterns/Wizard';
export * from './primitives/AlertDialog';
export * from './primitives/Avatar';
export * from './primitives/Badge';
export * from './primitives/Banner';
export * from './primitives/Button';
export * from './primitives/Checkbox';
export * from './primitives/CheckboxGroup';
export * from './primitives/ComboBox';
export * from './primitives/ConnectionStatus';
export * from './primitives/DateField';
export * from './primitives/DatePicker';
export * from './primitives/Dialog';
export * from './primitives/Field';
export * from './primitives/FileSize';
export * from './primitives/Form';
export * from './primitives/HighlightedText';
export * from './primitives/IconButton';
export * from './primitives/Link';
export * from './primitives/Menu';
export * from './primitives/PasswordField';
export * from './primitives/ProgressBar';
export * from './primitives/RadioGroup';
export * from './primitives/RelativeDate';
export * from './primitives/SearchField';
export * from './primitives/Select';
export * from './primitives/Skeleton';
export * from './primitives/Spinner';
export * from './primitives/Switch';
export * from './primitives/Tabs';
export * from './primitives/TextArea';
export * from './primitives/TextField';
export * from './primitives/TimeField';
export * from './primitives/Toast';
export * from './primitives/Tooltip';
export * from './theme';
export { cx } from './utils/cx';
export { RouterProvider, type RouterProviderProps, useClientLink } from './utils/router';
export { useMediaQuery } from './utils/useMediaQuery';

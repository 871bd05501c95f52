export {
  DashboardWidget,
  type DashboardWidgetProps,
  StatCard,
  type StatCardProps,
  StatGroup,
} from './DashboardWidget';

export { Badge, type BadgeProps, type BadgeTone, StatusLabel, type StatusLabelProps } from './Badge';

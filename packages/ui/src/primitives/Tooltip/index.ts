export { AnchoredTooltip, type AnchoredTooltipProps, Tooltip, type TooltipProps } from './Tooltip';

export { BotNodeCard, type BotNodeCardProps, botNodeLabel } from './BotNodeCard';
export { BotNodeIcon, type BotNodeIconProps, type BotNodeType, botNodeTypes } from './BotNodeIcon';

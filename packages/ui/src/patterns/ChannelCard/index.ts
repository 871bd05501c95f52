export {
  ChannelCard,
  type ChannelCardProps,
  type ChannelCardStatus,
  type ChannelFamilyIcon,
} from './ChannelCard';

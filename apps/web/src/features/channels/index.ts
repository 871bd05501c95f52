export { AddChannel } from './AddChannel.tsx';
export { AppointmentWidget } from './AppointmentWidget.tsx';
export { ChannelDetail } from './ChannelDetail.tsx';
export { ChannelsList } from './ChannelsList.tsx';
export { useChannelLabels } from './useChannelLabels.ts';

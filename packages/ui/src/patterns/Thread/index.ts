export {
  type AttachmentKind,
  type DeliveryStatus,
  Thread,
  type ThreadAttachment,
  type ThreadDaySeparator,
  type ThreadEntry,
  type ThreadHandle,
  type ThreadMessage,
  type ThreadProps,
} from './Thread';

export {
  type AttachmentKind,
  type DeliveryStatus,
  Thread,
  type ThreadAttachment,
  type ThreadDaySeparator,
  type ThreadEntry,
  type ThreadHandle,
  type ThreadInternalEvent,
  type ThreadMessage,
  type ThreadProps,
} from './Thread';

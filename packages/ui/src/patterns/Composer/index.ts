export { Composer, type ComposerProps, type PendingAttachment, type QuickReply } from './Composer';

export { EditQuickReply } from './EditQuickReply.tsx';
export { NewQuickReply } from './NewQuickReply.tsx';
export { QuickRepliesList } from './QuickRepliesList.tsx';
export { QuickReplyPreview } from './QuickReplyPreview.tsx';

export { Conversation } from './conversation/Conversation.tsx';
export { InboxLayout } from './InboxLayout.tsx';
export { InboxSection } from './list/InboxSection.tsx';

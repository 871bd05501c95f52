export {
  type ConversationLabel,
  ConversationListItem,
  type ConversationListItemProps,
  type ConversationSelection,
} from './ConversationListItem';

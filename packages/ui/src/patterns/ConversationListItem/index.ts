export {
  type ConversationLabel,
  ConversationListItem,
  type ConversationListItemProps,
} from './ConversationListItem';

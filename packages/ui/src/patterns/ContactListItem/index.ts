export { ContactListItem, type ContactListItemProps, ContactListItemSkeleton } from './ContactListItem';

export { ContactPage } from './ContactPage.tsx';
export { ContactPanel } from './ContactPanel.tsx';
export { type ContactFilterSearch, ContactsSection } from './ContactsSection.tsx';
export { ConversationContact } from './ConversationContact.tsx';

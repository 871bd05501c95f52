export { type ContactFilterSearch, contactListArgs } from './args.ts';
export { ContactPage } from './ContactPage.tsx';
export { ContactPanel } from './ContactPanel.tsx';
export { ContactsSection } from './ContactsSection.tsx';
export { ConversationContact } from './ConversationContact.tsx';

export { ContactsImportExport } from './ContactsImportExport.tsx';

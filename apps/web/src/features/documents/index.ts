export { DocumentsScreen } from './DocumentsScreen.tsx';

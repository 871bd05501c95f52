export {
  type KeyboardShortcut,
  KeyboardShortcutsDialog,
  type KeyboardShortcutsDialogProps,
} from './KeyboardShortcutsDialog';

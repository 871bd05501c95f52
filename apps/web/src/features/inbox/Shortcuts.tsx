import { useLingui } from '@lingui/react/macro';
import { IconButton, InfoIcon, KeyboardShortcutsDialog } from '@parley/ui';
import { useState } from 'react';
import { useHelpKey } from './keyboard.ts';

/**
 * The inbox's keyboard shortcuts, listed in a dialog opened by its button or the ? key. The button
 * and the dialog are apart: the button sits in the page header inside the inbox's Tabs, whose
 * content React Aria also renders once more, hidden, to build its collection; state, the key
 * listener and the dialog live outside it so they exist once.
 */
export function useShortcuts() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  useHelpKey(() => setOpen(true));
  const shortcuts = [
    { keys: ['↑', '↓'], description: t`Move through the conversations` },
    { keys: ['Home', 'End'], description: t`First or last conversation` },
    { keys: ['Enter'], description: t`Open the conversation` },
    { keys: ['X'], description: t`Select or deselect it for a bulk action (Space too)` },
    { keys: ['R'], description: t`Reply: go to the message field` },
    { keys: ['Enter'], description: t`In the message field: send` },
    { keys: ['Shift', 'Enter'], description: t`In the message field: new line` },
    { keys: ['Alt', '↓'], description: t`Open the next conversation` },
    { keys: ['Alt', '↑'], description: t`Open the previous conversation` },
    { keys: ['Esc'], description: t`Back to the list` },
    { keys: ['/'], description: t`Search customers and messages` },
    { keys: ['?'], description: t`Show these shortcuts` },
  ];
  return {
    button: <IconButton label={t`Keyboard shortcuts`} icon={<InfoIcon />} onPress={() => setOpen(true)} />,
    dialog: (
      <KeyboardShortcutsDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        shortcuts={shortcuts}
        title={t`Keyboard shortcuts`}
        closeLabel={t`Close`}
        keysHeader={t`Keys`}
        descriptionHeader={t`Action`}
      />
    ),
  };
}

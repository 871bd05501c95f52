import { useLingui } from '@lingui/react/macro';
import { IconButton, InfoIcon, KeyboardShortcutsDialog } from '@parley/ui';
import { useState } from 'react';
import { useHelpKey } from './keyboard.ts';

/** The inbox's keyboard shortcuts, listed in a dialog opened by this button or the ? key. */
export function ShortcutsButton() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  useHelpKey(() => setOpen(true));
  const shortcuts = [
    { keys: ['↑', '↓'], description: t`Move through the conversations` },
    { keys: ['Home', 'End'], description: t`First or last conversation` },
    { keys: ['Enter'], description: t`Open the conversation` },
    { keys: ['R'], description: t`Reply: go to the message field` },
    { keys: ['Enter'], description: t`In the message field: send` },
    { keys: ['Shift', 'Enter'], description: t`In the message field: new line` },
    { keys: ['Alt', '↓'], description: t`Open the next conversation` },
    { keys: ['Alt', '↑'], description: t`Open the previous conversation` },
    { keys: ['Esc'], description: t`Back to the list` },
    { keys: ['?'], description: t`Show these shortcuts` },
  ];
  return (
    <>
      <IconButton label={t`Keyboard shortcuts`} icon={<InfoIcon />} onPress={() => setOpen(true)} />
      <KeyboardShortcutsDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        shortcuts={shortcuts}
        title={t`Keyboard shortcuts`}
        closeLabel={t`Close`}
        keysHeader={t`Keys`}
        descriptionHeader={t`Action`}
      />
    </>
  );
}

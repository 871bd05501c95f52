import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { KeyboardIcon } from '../../icons/Icon';
import { DialogTrigger } from '../../primitives/Dialog/Dialog';
import { IconButton } from '../../primitives/IconButton/IconButton';
import preview from '../../stories/preview';
import { type KeyboardShortcut, KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';

const shortcuts: KeyboardShortcut[] = [
  { keys: ['J'], description: 'Next conversation' },
  { keys: ['K'], description: 'Previous conversation' },
  { keys: ['Enter'], description: 'Send the message' },
  { keys: ['Shift', 'Enter'], description: 'New line in the message' },
  { keys: ['Ctrl', 'K'], description: 'Search contacts' },
  { keys: ['?'], description: 'Show keyboard shortcuts' },
];

const meta = preview.meta({
  component: KeyboardShortcutsDialog,
  args: {
    shortcuts,
    title: 'Keyboard shortcuts',
    closeLabel: 'Close',
    keysHeader: 'Keys',
    descriptionHeader: 'Action',
  },
  // After its button in a DialogTrigger, as the app's header has it.
  decorators: [
    (Story) => (
      <DialogTrigger>
        <IconButton label="Keyboard shortcuts" icon={<KeyboardIcon />} variant="secondary" />
        <Story />
      </DialogTrigger>
    ),
  ],
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const table = within(dialog).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Keys', 'Action']);
    await expect(within(table).getAllByRole('row')).toHaveLength(shortcuts.length + 1);
    const shiftEnter = within(table).getByRole('row', { name: /New line in the message/ });
    await expect([...shiftEnter.querySelectorAll('kbd kbd')].map((k) => k.textContent)).toEqual([
      'Shift',
      'Enter',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const Controlled = meta.story({
  args: { isOpen: true, onOpenChange: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const ManyShortcuts = meta.story({
  args: {
    isOpen: true,
    size: 'md',
    shortcuts: [
      ...shortcuts,
      { keys: ['G', 'I'], description: 'Go to the inbox' },
      { keys: ['G', 'C'], description: 'Go to the calendar' },
      { keys: ['Ctrl', 'Shift', 'A'], description: 'Assign the conversation to me' },
      { keys: ['E'], description: 'Mark as done and move to the next conversation in the current group' },
      { keys: ['Alt', 'ArrowUp'], description: 'Previous unread conversation' },
      { keys: ['Alt', 'ArrowDown'], description: 'Next unread conversation' },
    ],
  },
});

import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { DialogTrigger, Modal } from '../Dialog/Dialog';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

const Demo = (props: AlertDialogProps) => (
  <DialogTrigger>
    <Button variant="critical">Cancel appointment</Button>
    <Modal size="sm" isDismissable={false}>
      <AlertDialog {...props} />
    </Modal>
  </DialogTrigger>
);

const meta = preview.meta({
  component: Demo,
  args: {
    title: 'Cancel appointment?',
    children: 'The customer gets a cancellation message. This cannot be undone.',
    variant: 'critical' as const,
    primaryActionLabel: 'Cancel appointment',
    cancelLabel: 'Keep',
    ...spies('onPrimaryAction', 'onCancel'),
  },
});

export const Critical = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel appointment?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
});

export const Confirm = meta.story({
  args: {
    variant: 'confirm',
    title: 'Send newsletter?',
    children: 'It goes to 1,240 recipients and uses 1,240 credits.',
    primaryActionLabel: 'Send',
    cancelLabel: 'Back',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onPrimaryAction).not.toHaveBeenCalled();
  },
});

export const FailingActionStaysOpen = meta.story({
  args: { onPrimaryAction: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    // Its entry animation starts at opacity 0: on a busy machine it may still run when the click lands.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledOnce();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
});

export const Pending = meta.story({
  args: { isPending: true, pendingLabel: 'Cancelling' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('progressbar', { name: 'Cancelling' })).toBeInTheDocument();
  },
});

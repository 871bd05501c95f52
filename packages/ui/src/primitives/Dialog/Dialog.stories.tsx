import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogTrigger, Modal, type ModalProps } from './Dialog';

const Demo = (props: Omit<ModalProps, 'children'>) => (
  <DialogTrigger>
    <Button>Edit availability</Button>
    <Modal {...props}>
      <Dialog
        title="Availability"
        closeLabel="Close"
        footer={
          <>
            <Button variant="secondary" slot="close">
              Cancel
            </Button>
            <Button slot="close">Save</Button>
          </>
        }
      >
        <TextField label="Note" name="note" />
      </Dialog>
    </Modal>
  </DialogTrigger>
);

const meta = preview.meta({
  component: Demo,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Availability' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const DismissableByClickOutside = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit availability' }));
    await screen.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const NotDismissable = meta.story({
  args: { isDismissable: false, size: 'xl', height: '824px' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit availability' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const Small = meta.story({ args: { size: 'sm' } });

export const Large = meta.story({ args: { size: 'lg' } });

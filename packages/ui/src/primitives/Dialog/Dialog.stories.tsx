import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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

const meta = {
  title: 'Primitives/Dialog',
  component: Demo,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Availability' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DismissableByClickOutside: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit availability' }));
    await screen.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, size: 'xl', height: '824px' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit availability' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

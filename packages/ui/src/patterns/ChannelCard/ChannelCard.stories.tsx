import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { inBox } from '../../stories/helpers';
import { ChannelCard } from './ChannelCard';

const meta = {
  title: 'Patterns/ChannelCard',
  component: ChannelCard,
  args: {
    value: '+49 30 123456789',
    typeLabel: 'WhatsApp',
    family: 'messenger',
    href: '#channels/1',
    status: { label: 'Live', tone: 'positive' },
  },
  decorators: [inBox({ maxWidth: 720 })],
} satisfies Meta<typeof ChannelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+49 30 123456789' })).toHaveAttribute(
      'href',
      '#channels/1',
    );
    await expect(canvas.getByText('Live')).toBeInTheDocument();
  },
};

export const UnregisteredWithReconnect: Story = {
  args: {
    status: {
      label: 'Unregistered',
      tone: 'negative',
      message: 'The number was unregistered from the WhatsApp Business Platform.',
    },
  },
  render: (args) => {
    const onReconnect = fn();
    return (
      <ChannelCard
        {...args}
        actions={
          <Button variant="secondary" onPress={onReconnect} data-testid="reconnect">
            Reconnect
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unregistered')).toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Reconnect' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const Email: Story = {
  args: {
    value: 'sales@demo-gmbh.test',
    typeLabel: 'Email (SMTP)',
    family: 'email',
    status: { label: 'Live', tone: 'positive' },
  },
};

export const Review: Story = {
  args: {
    value: 'Demo GmbH Berlin',
    typeLabel: 'Google reviews',
    family: 'reviews',
    status: { label: 'Draft', tone: 'negative' },
  },
};

export const StatusLoading: Story = {
  args: { status: undefined, statusLoadingLabel: 'Loading status…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading status…')).toBeInTheDocument();
  },
};

export const LongValue: Story = {
  args: {
    value: `very-long-mailbox-name-${'x'.repeat(60)}@example.com`,
    family: 'email',
    typeLabel: 'Email',
  },
};

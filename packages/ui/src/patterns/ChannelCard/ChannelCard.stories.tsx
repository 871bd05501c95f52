import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { ChannelCard } from './ChannelCard';

const meta = preview.meta({
  component: ChannelCard,
  args: {
    value: '+49 30 123456789',
    typeLabel: 'WhatsApp',
    family: 'messenger' as const,
    href: '#channels/1',
    status: { label: 'Live', tone: 'positive' as const },
  },
  decorators: [inBox({ maxWidth: 720 })],
});

export const Live = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+49 30 123456789' })).toHaveAttribute(
      'href',
      '#channels/1',
    );
    await expect(canvas.getByText('Live')).toBeInTheDocument();
  },
});

export const UnregisteredWithReconnect = meta.story({
  args: {
    status: {
      label: 'Unregistered',
      tone: 'negative',
      message: 'The number was unregistered from the WhatsApp Business Platform.',
    },
    actions: (
      <Button variant="secondary" onPress={fn()} data-testid="reconnect">
        Reconnect
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unregistered')).toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Reconnect' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
});

export const Email = meta.story({
  args: {
    value: 'sales@demo-gmbh.test',
    typeLabel: 'Email (SMTP)',
    family: 'email',
  },
});

export const Review = meta.story({
  args: {
    value: 'Demo GmbH Berlin',
    typeLabel: 'Google reviews',
    family: 'reviews',
    status: { label: 'Draft', tone: 'pending' },
  },
  // A draft is on its way, not broken: it does not read as an error.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
});

export const StatusLoading = meta.story({
  args: { status: undefined, statusLoadingLabel: 'Loading status…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading status…')).toBeInTheDocument();
  },
});

export const LongValue = meta.story({
  args: {
    value: `very-long-mailbox-name-${'x'.repeat(60)}@example.com`,
    family: 'email',
    typeLabel: 'Email',
  },
});

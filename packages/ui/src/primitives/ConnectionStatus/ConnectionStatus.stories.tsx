import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { type ConnectionState, ConnectionStatus } from './ConnectionStatus';

const meta = preview.meta({
  component: ConnectionStatus,
  args: { state: 'connected' as const, label: 'Connected' },
  argTypes: { state: { control: 'inline-radio', options: ['connected', 'connecting', 'disconnected'] } },
});

export const Connected = meta.story({
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Connected');
    await expect(status).toHaveAttribute('data-tone', 'positive');
  },
});

export const Connecting = meta.story({
  args: { state: 'connecting', label: 'Reconnecting…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'warning');
  },
});

export const Disconnected = meta.story({
  args: { state: 'disconnected', label: 'Offline: messages are sent when the connection is back' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'critical');
  },
});

export const CustomTone = meta.story({ args: { state: 'connecting', tone: 'neutral', label: 'Connecting' } });

const labels: Record<ConnectionState, string> = {
  connected: 'Connected',
  connecting: 'Reconnecting…',
  disconnected: 'Offline',
};
const order: ConnectionState[] = ['connected', 'disconnected', 'connecting'];

/** The same region changes its text, so assistive tech announces each new state. */
export const Changing = meta.story({
  render: () => {
    const [index, setIndex] = useState(0);
    const state = order[index % order.length] ?? 'connected';
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <ConnectionStatus state={state} label={labels[state]} />
        <Button variant="secondary" onPress={() => setIndex((i) => i + 1)}>
          Next state
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Next state' }));
    await expect(status).toHaveTextContent('Offline');
    await expect(status).toHaveAttribute('data-state', 'disconnected');
  },
});

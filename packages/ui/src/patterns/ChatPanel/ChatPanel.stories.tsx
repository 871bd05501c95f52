import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Banner } from '../../primitives/Banner/Banner';
import { inBox, spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { ChatPanel, type ChatPanelMessage } from './ChatPanel';

const conversation: ChatPanelMessage[] = [
  { id: '1', role: 'user', text: 'Write a friendly reminder about the appointment tomorrow.' },
  {
    id: '2',
    role: 'assistant',
    text: 'Hello Erika, just a quick reminder of our appointment tomorrow at 10:00. See you then!',
    status: 'done',
  },
];

const meta = preview.meta({
  component: ChatPanel,
  decorators: [inBox({ height: 520, maxWidth: 720, display: 'flex', flexDirection: 'column' })],
  args: {
    messages: conversation,
    value: '',
    ...spies('onChange', 'onSend', 'onStop'),
    hint: 'Enter to send, Shift+Enter for a new line',
  },
});

export const Empty = meta.story({
  args: { messages: [], emptyDescription: 'It helps you write messages to customers.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ask the assistant')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
});

/** Typing and Enter send; the app owns the text. */
export const Writing = meta.story({
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <ChatPanel {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('log', { name: 'Conversation with the assistant' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Message to the assistant' });
    await userEvent.type(field, 'Shorter please{Shift>}{Enter}{/Shift}thanks');
    await expect(field).toHaveValue('Shorter please\nthanks');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
});

export const Streaming = meta.story({
  args: {
    isStreaming: true,
    messages: [
      ...conversation,
      { id: '3', role: 'user', text: 'Make it shorter.' },
      { id: '4', role: 'assistant', text: 'Reminder: our appointment is tomorrow', status: 'streaming' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Writing…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
});

export const StoppedAndFailed = meta.story({
  args: {
    value: 'What I typed stays here',
    messages: [
      { id: '1', role: 'user', text: 'Tell me a long story' },
      { id: '2', role: 'assistant', text: 'Once upon a time', status: 'stopped' },
      { id: '3', role: 'user', text: 'Try again' },
      { id: '4', role: 'assistant', text: '', status: 'error', errorText: 'The assistant could not answer.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stopped')).toBeVisible();
    await expect(canvas.getByText('The assistant could not answer.')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveValue('What I typed stays here');
  },
});

export const TooLong = meta.story({
  args: { value: 'x'.repeat(40), errorMessage: 'A message can have at most 4000 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('at most 4000');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
});

export const NotConfigured = meta.story({
  args: {
    messages: [],
    isDisabled: true,
    notice: (
      <Banner tone="warning" role="status" title="The assistant is not configured">
        Ask your administrator to connect an assistant to this server.
      </Banner>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The assistant is not configured')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
});

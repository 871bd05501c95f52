import { expect, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { TextArea } from './TextArea';

const meta = preview.meta({
  component: TextArea,
  args: { label: 'Comment', name: 'comment', maxLength: 400 },
});

export const WithCounter = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(canvas.getByText('0 / 400')).toBeInTheDocument();
    await userEvent.type(textArea, 'Hello');
    await expect(canvas.getByText('5 / 400')).toBeInTheDocument();
    await expect(textArea).toHaveAttribute('maxlength', '400');
    await expect(textArea).toHaveAccessibleDescription('5 / 400');
  },
});

export const AtLimit = meta.story({
  args: { maxLength: 10, defaultValue: '0123456789', description: 'Shown to the customer.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'x');
    await expect(canvas.getByRole('textbox')).toHaveValue('0123456789');
    await expect(canvas.getByText('10 / 10')).toHaveAttribute('data-at-limit', 'true');
  },
});

export const CustomCounter = meta.story({
  args: { formatCounter: (count, max) => `${max - count} characters left` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('400 characters left')).toBeInTheDocument();
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Please add a comment.' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox');
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription(/Please add a comment\./);
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'Read only text' } });

export const WithoutLimit = meta.story({ args: { maxLength: undefined } });

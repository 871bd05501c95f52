import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { CodeSnippet } from './CodeSnippet';

const snippet = `<!-- Parley chat-widget -->
<script async src="https://app.example/api/widget/v1.js"
  data-parley-key="k3yK3yK3y"
  data-parley-type="chat-widget"></script>`;

const meta = preview.meta({
  component: CodeSnippet,
  args: {
    code: snippet,
    label: 'Website snippet',
    description: 'Paste this before the closing </body> tag of every page.',
  },
});

export const Default = meta.story({
  args: { onCopy: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Website snippet' })).toHaveTextContent(
      'data-parley-key',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.onCopy).toHaveBeenCalledWith(snippet);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
  },
});

export const CopyRefused = meta.story({
  args: {
    onCopy: fn(async () => {
      throw new Error('denied');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not copy'));
  },
});

export const German = meta.story({
  args: {
    label: 'Website-Code',
    description: undefined,
    copyLabel: 'Code kopieren',
    copiedLabel: 'Kopiert',
    onCopy: fn(async () => {}),
  },
});

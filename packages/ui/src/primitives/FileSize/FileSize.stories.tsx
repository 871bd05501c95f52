import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { FileSize } from './FileSize';

// Stand-in for the domain formatter; the real rules live in @parley/domain.
const demoFormat = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`);

const meta = preview.meta({
  component: FileSize,
  args: { bytes: 2048, format: demoFormat },
});

export const WithFormatter = meta.story({
  play: async ({ canvasElement }) => {
    const size = within(canvasElement).getByText('2.0 KB');
    await expect(size.tagName).toBe('DATA');
    await expect(size).toHaveAttribute('value', '2048');
  },
});

export const Preformatted = meta.story({
  args: { bytes: 3_145_728, format: undefined, formatted: '3 MB' } as never,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 MB')).toBeInTheDocument();
  },
});

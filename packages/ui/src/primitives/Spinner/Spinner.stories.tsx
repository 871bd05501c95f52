import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Spinner } from './Spinner';

const meta = preview.meta({
  component: Spinner,
  args: { 'aria-label': 'Loading' },
});

export const Medium = meta.story({
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
});

export const Small = meta.story({ args: { size: 'sm' } });

export const Large = meta.story({ args: { size: 'lg' } });

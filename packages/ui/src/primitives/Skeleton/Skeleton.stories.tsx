import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { Skeleton } from './Skeleton';

const meta = preview.meta({
  component: Skeleton,
});

export const Text = meta.story({
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(skeleton?.children.length).toBe(3);
  },
});

export const Rect = meta.story({ args: { shape: 'rect', height: '8rem' } });

export const Circle = meta.story({ args: { shape: 'circle' } });

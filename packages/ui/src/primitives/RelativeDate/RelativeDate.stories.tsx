import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { RelativeDate } from './RelativeDate';

const meta = preview.meta({
  component: RelativeDate,
  args: { date: '2026-11-22T09:30:00.000Z', formatted: 'Today', title: '22.11.2026 10:30' },
});

export const Preformatted = meta.story({
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('Today');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-22T09:30:00.000Z');
  },
});

export const WithFormatter = meta.story({
  args: {
    formatted: undefined,
    format: (date: Date) =>
      `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.`,
  } as never,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('22.11.')).toBeInTheDocument();
  },
});

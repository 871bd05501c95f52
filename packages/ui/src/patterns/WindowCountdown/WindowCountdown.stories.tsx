import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { WindowCountdown } from './WindowCountdown';

// A fixed clock: the stories look the same on every run and in every snapshot.
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const fixedNow = () => NOW;
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000);

const meta = preview.meta({
  component: WindowCountdown,
  args: { endsAt: inMinutes(3 * 60 + 12), now: fixedNow },
});

export const Open = meta.story({
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Window open for 3 h 12 min');
    await expect(text.closest('[data-state]')).toHaveAttribute('data-state', 'open');
    await expect(text).toHaveAttribute('datetime', 'PT3H12M');
  },
});

export const Closing = meta.story({
  args: { endsAt: inMinutes(42) },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Window open for 0 h 42 min');
    await expect(text.closest('[data-state]')).toHaveAttribute('data-state', 'closing');
  },
});

export const Closed = meta.story({
  args: { endsAt: inMinutes(-5) },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('The 24-hour window is closed');
    await expect(text.closest('[data-state]')).toHaveAttribute('data-state', 'closed');
  },
});

export const Localised = meta.story({
  args: {
    endsAt: inMinutes(23 * 60 + 5),
    label: ({ hours, minutes }) => `Fenster noch ${hours} Std. ${minutes} Min. offen`,
    closedLabel: 'Das 24-Stunden-Fenster ist geschlossen',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fenster noch 23 Std. 5 Min. offen')).toBeVisible();
  },
});

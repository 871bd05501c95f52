import { expect, fn, userEvent, within } from 'storybook/test';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { DashboardWidget, StatCard, StatGroup } from './DashboardWidget';

const meta = preview.meta({
  component: DashboardWidget,
  decorators: [inBox({ maxWidth: 480 })],
  args: { title: 'Inbox', onRetry: fn() },
});

export const Counters = meta.story({
  args: {
    children: (
      <StatGroup>
        <StatCard label="Mine" value={3} href="#mine" description="Waiting for your answer" />
        <StatCard label="New customers" value={12} href="#new" />
      </StatGroup>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Inbox' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^3 Mine/ })).toHaveAttribute('href', '#mine');
    await expect(canvas.getByRole('link', { name: /^12 New customers/ })).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Inbox' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

/** Loading in the content's shape: the widget keeps its height when the numbers arrive. */
export const LoadingInItsShape = meta.story({
  args: {
    status: 'loading',
    skeleton: (
      <StatGroup>
        <StatCard label="Mine" value="–" description="Waiting for your answer" />
        <StatCard label="New customers" value="–" description="Waiting in the pool" />
      </StatGroup>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Inbox' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Mine')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const Failed = meta.story({
  args: { status: 'error', errorMessage: 'The counters could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The counters could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
});

export const PlainStat = meta.story({
  args: { children: <StatCard label="Due today" value={2} /> },
});

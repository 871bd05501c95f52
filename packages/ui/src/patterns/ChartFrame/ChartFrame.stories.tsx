import { expect, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { ChartFrame } from './ChartFrame';

const meta = preview.meta({
  component: ChartFrame,
  args: {
    title: 'Conversations per user',
    rowHeader: 'Month',
    rowLabels: ['Jan', 'Feb', 'Mar'],
    series: [
      { key: 'ada', label: 'Ada Admin', color: '#1f6f7a' },
      { key: 'uwe', label: 'Uwe User', color: '#b35900' },
    ],
    values: [
      [3, 4, 4],
      [3, 3, 4],
    ],
    chartDescription: 'Line chart; the numbers are in the table.',
    // The app draws the chart with its own library; the story shows a stand-in.
    children: (
      <svg width="100%" height="160" aria-hidden="true">
        <polyline points="0,120 150,60 300,80" fill="none" stroke="#1f6f7a" strokeWidth="3" />
      </svg>
    ),
  },
});

/** The numbers behind the chart open as a table from the keyboard. */
export const WithTable = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Conversations per user' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: 'Line chart; the numbers are in the table.' }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Conversations per user' });
    await expect(within(table).getByRole('row', { name: 'Feb 4 3' })).toBeInTheDocument();
  },
});

/** A period still to come has no value: a dash in the table (a gap in the drawing), not a zero. */
export const FuturePeriods = meta.story({
  args: {
    values: [
      [3, 4, null],
      [0, 3, null],
    ],
    noValueLabel: 'Not yet',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Show the numbers'));
    const table = canvas.getByRole('table', { name: 'Conversations per user' });
    await expect(within(table).getByRole('row', { name: 'Feb 4 3' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Jan 3 0' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Mar Not yet Not yet' })).toBeInTheDocument();
  },
});

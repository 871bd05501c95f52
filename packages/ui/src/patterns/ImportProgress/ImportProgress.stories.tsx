import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { ImportProgress } from './ImportProgress';

const problems = [
  { row: 14, column: 'email', message: 'Please enter a valid email address.' },
  { row: 97, column: 'lastName', message: 'This field is required.' },
  { row: 311, column: 'phone', message: 'Invalid phone number.' },
];

const meta = preview.meta({
  component: ImportProgress,
  args: {
    total: 500,
    done: 200,
    created: 198,
    problems: problems.slice(0, 2),
    failedRows: 2,
    isRunning: true,
  },
});

export const Running = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Importing' });
    await expect(bar).toHaveAttribute('aria-valuenow', '200');
    await expect(bar).toHaveAttribute('aria-valuetext', '200 of 500 rows');
  },
});

export const DoneWithErrors = meta.story({
  args: { done: 500, created: 497, problems, failedRows: 3, isRunning: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('497 imported, 3 failed');
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: '311' })).toBeInTheDocument();
  },
});

export const DoneClean = meta.story({
  args: { done: 500, created: 500, problems: [], failedRows: 0, isRunning: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
});

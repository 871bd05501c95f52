import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inBox, selectedRow, spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { TaskItem, TaskItemSkeleton } from './TaskItem';

const meta = preview.meta({
  component: TaskItem,
  decorators: [inBox({ maxWidth: 420 })],
  args: {
    title: 'Follow up on the solar offer',
    href: '#task-1',
    dueText: '25.11.2026, 23:59',
    dueDateTime: '2026-11-25T22:59:59Z',
    linkText: 'Erika Mustermann',
    isDone: false,
    isImportant: false,
    ...spies('onDoneChange', 'onImportantChange'),
  },
});

export const Upcoming = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Follow up on the solar offer' })).toHaveAttribute(
      'href',
      '#task-1',
    );
    await expect(canvas.getByText('25.11.2026, 23:59')).toHaveAttribute('datetime', '2026-11-25T22:59:59Z');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Done: Follow up on the solar offer' }));
    await expect(args.onDoneChange).toHaveBeenCalledWith(true);
    const star = canvas.getByRole('button', { name: 'Important: Follow up on the solar offer' });
    await expect(star.querySelector('[data-star]')).toHaveAttribute('data-star', 'outline');
    await userEvent.click(star);
    await expect(args.onImportantChange).toHaveBeenCalledWith(true);
  },
});

export const DueToday = meta.story({
  args: { dueState: 'today', dueText: '23.11.2026, 23:59' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Today')).toBeVisible();
  },
});

export const Overdue = meta.story({
  args: { dueState: 'overdue', dueText: '21.11.2026, 23:59', isImportant: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue')).toBeVisible();
    const star = canvas.getByRole('button', { name: /Important/ });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    // Important and not important differ in shape, not only in colour.
    await expect(star.querySelector('[data-star]')).toHaveAttribute('data-star', 'filled');
  },
});

export const Done = meta.story({
  args: { isDone: true, dueState: 'overdue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    // A done task is not overdue any more.
    await expect(canvas.queryByText('Overdue')).toBeNull();
  },
});

export const Selected = meta.story(selectedRow({ assigneeText: 'for Uwe User' }));

export const German = meta.story({
  args: {
    title: 'Angebot nachfassen',
    dueLabel: 'Fällig',
    dueState: 'today',
    dueStateLabels: { today: 'Heute', overdue: 'Überfällig' },
    doneLabel: 'Erledigt',
    importantLabel: 'Wichtig',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Heute')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Erledigt: Angebot nachfassen' })).toBeInTheDocument();
  },
});

/** The app keeps the state: both controls follow at once. */
export const Interactive = meta.story({
  render: (args) => {
    const [isDone, setDone] = useState(false);
    const [isImportant, setImportant] = useState(false);
    return (
      <TaskItem
        {...args}
        isDone={isDone}
        isImportant={isImportant}
        onDoneChange={setDone}
        onImportantChange={setImportant}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = canvas.getByRole('button', { name: /Important/ });
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
});

export const Loading = meta.story({
  render: () => (
    <div aria-busy="true" aria-label="Loading tasks" role="status">
      <TaskItemSkeleton />
      <TaskItemSkeleton />
    </div>
  ),
});

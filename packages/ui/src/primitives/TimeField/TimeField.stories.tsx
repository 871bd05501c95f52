import { Time } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { TimeField } from './TimeField';

const meta = preview.meta({
  component: TimeField,
  args: { label: 'Start time', onChange: fn() },
});

const segment = (root: HTMLElement, type: 'hour' | 'minute') => {
  const element = root.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`);
  if (!element) throw new Error(`no ${type} segment`);
  return element;
};

export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(segment(canvasElement, 'hour'));
    await userEvent.keyboard('0930');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 30));
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('09:30');
  },
});

export const ArrowKeysMoveByStep = meta.story({
  args: { defaultValue: new Time(9, 0), description: 'In 15-minute steps.' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group');
    await userEvent.click(segment(canvasElement, 'minute'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(group).toHaveTextContent('09:15');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 15));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Wraps within the hour, like RAC's own segments.
    await expect(group).toHaveTextContent('09:00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(group).toHaveTextContent('09:45');
    // The hour keeps its one-hour step.
    await userEvent.click(segment(canvasElement, 'hour'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(group).toHaveTextContent('10:45');
  },
});

export const TypedTimeSnapsOnBlur = meta.story({
  args: { defaultValue: new Time(9, 0) },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group');
    const minute = segment(canvasElement, 'minute');
    await userEvent.click(minute);
    await userEvent.keyboard('07');
    // Nothing jumps while typing...
    await expect(group).toHaveTextContent('09:07');
    await userEvent.tab();
    // ...the nearest step is taken when focus leaves the field.
    await expect(group).toHaveTextContent('09:00');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 0));

    await userEvent.click(minute);
    await userEvent.keyboard('08');
    await userEvent.tab();
    await expect(group).toHaveTextContent('09:15');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 15));
    await expect(minute).not.toHaveAttribute('aria-invalid');
  },
});

export const SnapStaysWithinMinAndMax = meta.story({
  args: {
    defaultValue: new Time(17, 0),
    minValue: new Time(8, 0),
    maxValue: new Time(18, 0),
    description: 'Opening hours 08:00 to 18:00.',
  },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group');
    await userEvent.click(segment(canvasElement, 'hour'));
    await userEvent.keyboard('1808');
    await userEvent.tab();
    // 18:15 would be nearer but is after the maximum.
    await expect(group).toHaveTextContent('18:00');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(18, 0));
    // The snapped time is valid, so no stale range error is left behind.
    await expect(segment(canvasElement, 'minute')).not.toHaveAttribute('aria-invalid');
  },
});

export const EveryMinute = meta.story({
  args: { defaultValue: new Time(9, 0), minuteStep: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(segment(canvasElement, 'minute'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('09:01');
  },
});

export const Invalid = meta.story({
  args: { defaultValue: new Time(9, 0), isInvalid: true, errorMessage: 'This time is already booked.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This time is already booked.')).toBeVisible();
    await expect(segment(canvasElement, 'minute')).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: new Time(9, 0), isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(segment(canvasElement, 'minute')).toHaveAttribute('aria-disabled', 'true');
  },
});

import { CalendarDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { typeDate } from '../../stories/fieldStories';
import preview from '../../stories/preview';
import { DatePicker } from './DatePicker';

const meta = preview.meta({
  component: DatePicker,
  args: { label: 'Appointment date', onChange: fn() },
});

const openCalendar = async (canvasElement: HTMLElement) => {
  const group = within(canvasElement).getAllByRole('group')[0];
  if (!group) throw new Error('no date group');
  // The only button in the field is the calendar trigger (segments are spin buttons).
  await userEvent.click(within(group).getByRole('button'));
  return screen.findByRole('dialog');
};

export const Empty = meta.story({
  args: { placeholderValue: new CalendarDate(2026, 5, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Typing works without the calendar.
    await typeDate(canvasElement, '12052026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 12));
    await expect(canvas.getAllByRole('group')[0]).toHaveTextContent('12.05.2026');
  },
});

export const ChooseInCalendar = meta.story({
  args: { defaultValue: new CalendarDate(2026, 5, 12) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    const dialogQueries = within(dialog);
    await userEvent.click(dialogQueries.getByRole('button', { name: 'Next month' }));
    await expect(dialogQueries.getByRole('heading')).toHaveTextContent(/2026/);
    const grid = dialogQueries.getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /^(Montag|Monday), 15\./ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 6, 15));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).getAllByRole('group')[0]).toHaveTextContent('15.06.2026');
  },
});

export const MinDate = meta.story({
  args: {
    label: 'Follow-up (in the future)',
    defaultValue: new CalendarDate(2026, 5, 20),
    minValue: new CalendarDate(2026, 5, 20),
    description: 'From 20.05.2026.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    const grid = within(dialog).getByRole('grid');
    const earlier = within(grid).getByText('19');
    await expect(earlier).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(earlier);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByText('21'));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 21));
  },
});

export const Invalid = meta.story({
  args: {
    defaultValue: new CalendarDate(2026, 5, 12),
    isInvalid: true,
    errorMessage: 'Choose a working day.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a working day.')).toBeVisible();
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: new CalendarDate(2026, 5, 12), isDisabled: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getAllByRole('group')[0];
    if (!group) throw new Error('no date group');
    await expect(within(group).getByRole('button')).toBeDisabled();
  },
});

export const GermanLabels = meta.story({
  args: {
    label: 'Termindatum',
    defaultValue: new CalendarDate(2026, 5, 12),
    previousMonthLabel: 'Vorheriger Monat',
    nextMonthLabel: 'Nächster Monat',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Vorheriger Monat' })).toBeVisible();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Mai 2026');
  },
});

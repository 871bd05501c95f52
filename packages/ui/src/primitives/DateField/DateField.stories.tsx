import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { typeDate } from '../../stories/fieldStories';
import preview from '../../stories/preview';
import { DateField } from './DateField';

const meta = preview.meta({
  component: DateField,
  args: { label: 'Birthday', onChange: fn() },
});

const segmentTypes = (root: HTMLElement) =>
  within(root)
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('data-type'));

export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeDate(canvasElement, '21052026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 21));
    await expect(canvas.getByRole('group')).toHaveTextContent('21.05.2026');
  },
});

export const Filled = meta.story({
  args: { defaultValue: new CalendarDate(2026, 3, 4), description: 'Day, month, year.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Leading zeros and DD.MM.YYYY order (product rule).
    await expect(canvas.getByRole('group')).toHaveTextContent('04.03.2026');
    await expect(segmentTypes(canvasElement)).toEqual(['day', 'month', 'year']);
  },
});

export const EnglishKeepsDayFirst = meta.story({
  globals: { locale: 'en' },
  args: { defaultValue: new CalendarDate(2026, 3, 4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('04.03.2026');
    await expect(segmentTypes(canvasElement)).toEqual(['day', 'month', 'year']);
  },
});

export const Invalid = meta.story({
  args: {
    isInvalid: true,
    defaultValue: new CalendarDate(2026, 3, 4),
    errorMessage: 'Enter the birthday of the contact.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter the birthday of the contact.')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 3, 4) },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
});

export const MinAndMax = meta.story({
  args: {
    label: 'Follow-up date',
    minValue: new CalendarDate(2026, 5, 1),
    maxValue: new CalendarDate(2026, 12, 31),
    description: 'Between 01.05.2026 and 31.12.2026.',
  },
  play: async ({ canvasElement }) => {
    const day = await typeDate(canvasElement, '20042026');
    await userEvent.tab();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    // RAC's own range message, linked to the segments.
    await expect(day).toHaveAccessibleDescription(/01\.05\.2026/);
  },
});

import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Birthday', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentTypes = (root: HTMLElement) =>
  within(root)
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('data-type'));

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [day] = canvas.getAllByRole('spinbutton');
    if (!day) throw new Error('no day segment');
    await userEvent.click(day);
    await userEvent.keyboard('21052026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 21));
    await expect(canvas.getByRole('group')).toHaveTextContent('21.05.2026');
  },
};

export const Filled: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 4), description: 'Day, month, year.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Leading zeros and DD.MM.YYYY order (product rule).
    await expect(canvas.getByRole('group')).toHaveTextContent('04.03.2026');
    await expect(segmentTypes(canvasElement)).toEqual(['day', 'month', 'year']);
  },
};

export const EnglishKeepsDayFirst: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: new CalendarDate(2026, 3, 4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('04.03.2026');
    await expect(segmentTypes(canvasElement)).toEqual(['day', 'month', 'year']);
  },
};

export const Invalid: Story = {
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
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 3, 4) },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const MinAndMax: Story = {
  args: {
    label: 'Follow-up date',
    minValue: new CalendarDate(2026, 5, 1),
    maxValue: new CalendarDate(2026, 12, 31),
    description: 'Between 01.05.2026 and 31.12.2026.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [day] = canvas.getAllByRole('spinbutton');
    if (!day) throw new Error('no day segment');
    await userEvent.click(day);
    await userEvent.keyboard('20042026');
    await userEvent.tab();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    // RAC's own range message, linked to the segments.
    await expect(day).toHaveAccessibleDescription(/01\.05\.2026/);
  },
};

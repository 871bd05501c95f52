import { expect, fn, userEvent, within } from 'storybook/test';
import { withDescription } from '../../stories/fieldStories';
import { inForm } from '../../stories/helpers';
import preview from '../../stories/preview';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = preview.meta({
  component: CheckboxGroup,
  args: {
    label: 'Notify me about',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="messages">New messages</Checkbox>
        <Checkbox value="bookings">Bookings</Checkbox>
        <Checkbox value="reviews">Reviews</Checkbox>
      </>
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Notify me about' });
    await userEvent.click(within(group).getByText('New messages'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['messages']);
    await userEvent.click(within(group).getByText('Reviews'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['messages', 'reviews']);
    await userEvent.click(within(group).getByText('New messages'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['reviews']);
  },
});

export const Keyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'New messages' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Bookings' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['bookings']);
    await expect(canvasElement.querySelectorAll('[data-focus-visible]')).toHaveLength(1);
  },
});

export const WithValue = meta.story({
  args: { defaultValue: ['bookings', 'reviews'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Bookings' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Reviews' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'New messages' })).not.toBeChecked();
  },
});

export const WithDescription = meta.story(withDescription('group', 'We send at most one email a day.'));

export const Horizontal = meta.story({ args: { orientation: 'horizontal' } });

export const Required = meta.story({
  args: { isRequired: true, errorMessage: 'Choose at least one topic.' },
  decorators: [inForm('Save')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Choose at least one topic.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Reviews' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByText('Reviews'));
    await expect(canvas.queryByText('Choose at least one topic.')).not.toBeInTheDocument();
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Choose at least one topic.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Notify me about' });
    await expect(group).toHaveAccessibleDescription('Choose at least one topic.');
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    }
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: ['messages'] },
  play: async ({ canvasElement }) => {
    for (const checkbox of within(canvasElement).getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
  },
});

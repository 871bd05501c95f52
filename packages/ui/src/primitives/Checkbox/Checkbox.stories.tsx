import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Checkbox } from './Checkbox';

const meta = preview.meta({
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
});

export const Selected = meta.story({ args: { defaultSelected: true } });

export const Indeterminate = meta.story({ args: { isIndeterminate: true, children: 'Select all' } });

export const Invalid = meta.story({
  args: { isInvalid: true, children: 'I accept the terms' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
});

/** A box that must be ticked, with the reason below it (read with the checkbox). */
export const WithErrorMessage = meta.story({
  args: { children: 'I accept the terms', errorMessage: 'Please accept the terms and the privacy policy.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms and the privacy policy.');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const label = canvasElement.querySelector('label');
    await expect(label).toHaveAttribute('data-focus-visible', 'true');
  },
});

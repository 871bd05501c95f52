import { expect, fn, userEvent, within } from 'storybook/test';
import { withDescription } from '../../stories/fieldStories';
import { inForm } from '../../stories/helpers';
import preview from '../../stories/preview';
import { TextField } from './TextField';

const meta = preview.meta({
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'username', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(input, 'anna@example.com');
    await expect(input).toHaveValue('anna@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna@example.com');
  },
});

export const WithDescription = meta.story(
  withDescription('textbox', 'We send the reset link to this address.'),
);

export const Required = meta.story({
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
  },
});

export const Invalid = meta.story({
  args: {
    isInvalid: true,
    errorMessage: 'Enter a valid email address.',
    defaultValue: 'anna@',
    description: 'Your work address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is linked to the input, after the description.
    await expect(input).toHaveAccessibleDescription(/Enter a valid email address\./);
    await expect(within(canvasElement).getByText('Enter a valid email address.')).toBeVisible();
  },
});

export const NativeValidation = meta.story({
  args: { isRequired: true, validationBehavior: 'native' },
  decorators: [inForm('Submit')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')).toBeTruthy();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'anna@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
});

export const WithPlaceholder = meta.story({ args: { placeholder: 'name@company.com' } });

import { expect, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { PasswordField } from './PasswordField';

const meta = preview.meta({
  component: PasswordField,
  args: { label: 'Password', name: 'password', showLabel: 'Show password', hideLabel: 'Hide password' },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 's3cret!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret!');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const NewPassword = meta.story({
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters.',
    isRequired: true,
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'The password is wrong.', defaultValue: 'nope' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The password is wrong.');
  },
});

export const Visible = meta.story({ args: { defaultVisible: true, defaultValue: 'visible-secret' } });

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
});

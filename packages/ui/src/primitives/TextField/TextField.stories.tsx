import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'username', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(input, 'anna@example.com');
    await expect(input).toHaveValue('anna@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the reset link to this address.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the reset link to this address.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
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
};

export const NativeValidation: Story = {
  args: { isRequired: true, validationBehavior: 'native' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
      <button type="submit">Submit</button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')).toBeTruthy();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'anna@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const WithPlaceholder: Story = { args: { placeholder: 'name@company.com' } };

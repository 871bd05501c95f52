import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInFields } from '../../stories/helpers';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { Form } from './Form';

const meta = preview.meta({
  component: Form,
  args: { onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  render: (args) => (
    <Form {...args} style={{ maxWidth: vars.layout.authCardWidth }}>
      <SignInFields />
      <Button type="submit">Sign in</Button>
    </Form>
  ),
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
});

export const ServerErrors = meta.story({
  args: {
    validationBehavior: 'aria',
    validationErrors: { email: 'No account with this email.', password: 'Too many attempts.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('No account with this email.');
    await expect(canvas.getByText('Too many attempts.')).toBeVisible();
  },
});

export const RequiredFieldsBlockSubmit = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  },
});

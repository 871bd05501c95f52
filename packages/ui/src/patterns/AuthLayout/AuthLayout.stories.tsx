import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatIcon } from '../../icons/Icon';
import { Banner } from '../../primitives/Banner/Banner';
import { Button } from '../../primitives/Button/Button';
import { Form } from '../../primitives/Form/Form';
import { Link } from '../../primitives/Link/Link';
import { TextField } from '../../primitives/TextField/TextField';
import { SignInFields } from '../../stories/helpers';
import preview from '../../stories/preview';
import { AuthLayout } from './AuthLayout';

const meta = preview.meta({
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    appName: 'Parley',
    title: 'Sign in',
    logo: <ChatIcon size="lg" label="Parley logo" />,
    footer: (
      <Link href="#imprint" variant="standalone">
        Imprint
      </Link>
    ),
  },
});

const LoginForm = ({ isPending = false, error }: { isPending?: boolean; error?: string }) => {
  const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria">
      {error ? <Banner tone="critical">{error}</Banner> : null}
      <SignInFields />
      <Link href="#reset-password" variant="standalone">
        Forgot your password?
      </Link>
      <Button type="submit" isFullWidth isPending={isPending} pendingLabel="Signing in">
        Sign in
      </Button>
    </Form>
  );
};

export const Login = meta.story({
  render: (args) => (
    <AuthLayout {...args}>
      <LoginForm />
    </AuthLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  },
});

export const LoginFailed = meta.story({
  render: (args) => (
    <AuthLayout {...args}>
      <LoginForm error="Email or password is wrong." />
    </AuthLayout>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Email or password is wrong.');
  },
});

export const LoginPending = meta.story({
  render: (args) => (
    <AuthLayout {...args}>
      <LoginForm isPending />
    </AuthLayout>
  ),
});

export const ResetPassword = meta.story({
  args: {
    title: 'Reset password',
    description: 'Enter your email and we send you a link to set a new password.',
    footer: (
      <Link href="#login" variant="standalone">
        Back to sign in
      </Link>
    ),
  },
  render: (args) => (
    <AuthLayout {...args}>
      <Form onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" name="email" type="email" autoComplete="username" isRequired />
        <Button type="submit" isFullWidth>
          Send link
        </Button>
      </Form>
    </AuthLayout>
  ),
});

export const WithoutLogo = meta.story({
  args: { logo: undefined, title: 'Register' },
  render: (args) => <AuthLayout {...args} />,
});

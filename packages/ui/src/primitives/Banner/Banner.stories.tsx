import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Banner } from './Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { children: 'Your changes were saved.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info', children: 'The help center opens in a new tab.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The help center opens');
  },
};

export const Positive: Story = { args: { tone: 'positive' } };

export const Warning: Story = {
  args: { tone: 'warning', title: 'Low balance', children: 'You have 12 conversations left.' },
};

export const Critical: Story = {
  args: { tone: 'critical', children: 'Email or password is wrong.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Email or password is wrong.');
  },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Subscription cancelled',
    children: 'Your account will be deactivated on 31.12.2026.',
    action: (
      <Link href="#renew" variant="standalone">
        Renew
      </Link>
    ),
  },
};

export const WithButtonAction: Story = {
  args: { tone: 'critical', children: 'The list could not be loaded.' },
  render: (args) => {
    const onRetry = fn();
    return (
      <Banner
        {...args}
        action={
          <Button size="sm" variant="secondary" onPress={onRetry} data-testid="retry">
            Retry
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toBeVisible();
  },
};

import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Banner } from './Banner';

const meta = preview.meta({
  component: Banner,
  args: { children: 'Your changes were saved.' },
});

export const Info = meta.story({
  args: { tone: 'info', children: 'The help center opens in a new tab.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The help center opens');
  },
});

export const Positive = meta.story({ args: { tone: 'positive' } });

export const Warning = meta.story({
  args: { tone: 'warning', title: 'Low balance', children: 'You have 12 conversations left.' },
});

export const Critical = meta.story({
  args: { tone: 'critical', children: 'Email or password is wrong.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Email or password is wrong.');
  },
});

export const WithAction = meta.story({
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
});

export const WithButtonAction = meta.story({
  args: {
    tone: 'critical',
    children: 'The list could not be loaded.',
    action: (
      <Button size="sm" variant="secondary" onPress={fn()} data-testid="retry">
        Retry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toBeVisible();
  },
});

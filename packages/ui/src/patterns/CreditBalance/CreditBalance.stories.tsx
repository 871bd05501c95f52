import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { CreditBalance } from './CreditBalance';

const meta = preview.meta({
  component: CreditBalance,
  decorators: [inBox({ maxWidth: 560 })],
  args: { balance: 1250 },
});

export const BalanceOnly = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Conversation credits' })).toBeVisible();
    await expect(canvas.getByText('Balance')).toBeVisible();
    await expect(canvas.getByText('1,250')).toBeVisible();
    await expect(canvas.queryByText('Cost')).toBeNull();
  },
});

export const WithCost = meta.story({
  args: { cost: 300, remaining: 950 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('300')).toBeVisible();
    await expect(canvas.getByText('950')).toBeVisible();
    await expect(canvas.getByRole('region')).not.toHaveAttribute('aria-describedby');
  },
});

export const Insufficient = meta.story({
  args: {
    balance: 120,
    cost: 300,
    remaining: -180,
    isInsufficient: true,
    insufficientMessage: 'Your balance does not cover this newsletter. Top up 180 credits to send it.',
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Conversation credits' });
    await expect(region).toHaveAttribute('data-insufficient');
    await expect(region).toHaveAccessibleDescription(
      'Your balance does not cover this newsletter. Top up 180 credits to send it.',
    );
  },
});

export const InsufficientWithAction = meta.story({
  args: {
    balance: 120,
    cost: 300,
    remaining: -180,
    isInsufficient: true,
    action: (
      <Button variant="secondary" onPress={fn()}>
        Top up
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your balance does not cover this cost.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toHaveFocus();
  },
});

export const Localised = meta.story({
  args: {
    balance: 12500,
    cost: 3000,
    remaining: 9500,
    title: 'Konversations-Credits',
    balanceLabel: 'Guthaben',
    costLabel: 'Kosten',
    remainingLabel: 'Danach',
    formatNumber: (value: number) => new Intl.NumberFormat('de').format(value),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.500')).toBeVisible();
  },
});

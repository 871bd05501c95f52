import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { Badge, StatusLabel } from './Badge';

const tones = ['neutral', 'brand', 'info', 'positive', 'warning', 'critical'] as const;

const meta = preview.meta({
  component: Badge,
  args: { children: '12', tone: 'brand' as const },
});

export const Count = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12')).toHaveAttribute('data-tone', 'brand');
  },
});

export const AllTones = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
});

export const StatusLabels = meta.story({
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm }}>
      <StatusLabel tone="positive">Confirmed</StatusLabel>
      <StatusLabel tone="warning">Pending</StatusLabel>
      <StatusLabel tone="critical">Cancelled</StatusLabel>
      <StatusLabel tone="info">In progress</StatusLabel>
      <StatusLabel tone="neutral">Draft</StatusLabel>
      <StatusLabel tone="brand">New</StatusLabel>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled')).toHaveAttribute('data-tone', 'critical');
  },
});

import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { Card, DetailRow } from './Card';

const meta = preview.meta({
  component: Card,
  args: { title: 'Information' },
  render: (args) => (
    <Card {...args} style={{ maxWidth: vars.layout.readableWidth }}>
      <DetailRow label="Name" value="Anna Muster" />
      <DetailRow label="Title" value="Team lead" />
      <DetailRow label="Email" value="anna.muster@example.com" />
      <DetailRow label="Password" value="••••••••" />
      <DetailRow label="Role" value="Company admin" />
    </Card>
  ),
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Information' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Information' })).toBeInTheDocument();
    await expect(canvas.getByText('Anna Muster').tagName).toBe('DD');
  },
});

export const WithActions = meta.story({
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Change password
      </Button>
    ),
  },
});

export const WithoutTitle = meta.story({
  args: { title: undefined },
  render: (args) => (
    <Card {...args} style={{ maxWidth: vars.layout.readableWidth }}>
      <p style={{ margin: 0 }}>A card without a title is a plain container.</p>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
});

export const LongValues = meta.story({
  render: (args) => (
    <Card {...args} style={{ maxWidth: vars.layout.authCardWidth }}>
      <DetailRow label="External id" value="f3c1e5d2-93a7-4c4b-b1a9-0c6d8e2b7a41-very-long-identifier" />
      <DetailRow label="Address" value="Lange Straße 123, 12345 Irgendwo an der schönen blauen Donau" />
    </Card>
  ),
});

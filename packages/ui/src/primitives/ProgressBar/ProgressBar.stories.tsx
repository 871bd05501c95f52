import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { ProgressBar } from './ProgressBar';

const meta = preview.meta({
  component: ProgressBar,
  args: { label: 'Uploading contacts', value: 60 },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading contacts' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    // The visible value is RAC's locale-formatted valueText ("60 %" in German).
    const valueText = bar.getAttribute('aria-valuetext');
    await expect(valueText).toMatch(/60/);
    const valueLabel = canvas.getByText(/60/);
    await expect(valueLabel).toBeVisible();
    await expect(valueLabel.textContent).toBe(valueText);
  },
});

export const MinMax = meta.story({
  args: { label: 'Steps done', minValue: 0, maxValue: 8, value: 2, formatOptions: { style: 'decimal' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Steps done' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '8');
  },
});

export const CustomValueLabel = meta.story({
  args: { label: 'Storage', value: 75, valueLabel: '7.5 of 10 GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute(
      'aria-valuetext',
      '7.5 of 10 GB',
    );
    await expect(canvas.getByText('7.5 of 10 GB')).toBeVisible();
  },
});

export const Indeterminate = meta.story({
  args: { isIndeterminate: true, label: 'Importing' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importing' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
});

export const WithoutVisibleLabel = meta.story({
  args: { label: undefined, 'aria-label': 'Profile completeness', value: 40, showValueLabel: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Profile completeness' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar.textContent).toBe('');
  },
});

export const Success = meta.story({ args: { tone: 'success', label: 'Upload complete', value: 100 } });

export const Danger = meta.story({ args: { tone: 'danger', label: 'Storage almost full', value: 92 } });

export const Small = meta.story({ args: { size: 'sm' } });

export const Tones = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ProgressBar {...args} tone="brand" label="Brand" />
      <ProgressBar {...args} tone="success" label="Success" />
      <ProgressBar {...args} tone="danger" label="Danger" />
      <ProgressBar {...args} tone="brand" label="Brand, small" size="sm" />
      <ProgressBar {...args} tone="brand" label="Brand, indeterminate" isIndeterminate />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(5);
  },
});

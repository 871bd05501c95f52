import { expect, within } from 'storybook/test';
import { botTypeLabels } from '../../stories/botFlow';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { BotNodeCard } from './BotNodeCard';
import { botNodeTypes } from './BotNodeIcon';

const meta = preview.meta({
  component: BotNodeCard,
  args: {
    type: 'send-message' as const,
    typeLabel: 'Send message',
    name: 'Welcome message',
  },
});

export const Named = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Send message: Welcome message' });
    await expect(card).toBeVisible();
    await expect(card).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Send message')).toBeVisible();
  },
});

/** A node the admin has not named yet: the warning takes the name's place, in the name too. */
export const MissingName = meta.story({
  args: { type: 'set-contact-label' as const, typeLabel: 'Add contact label', name: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Add contact label: Node without a name' })).toBeVisible();
    await expect(canvas.getByText('Node without a name')).toBeVisible();
  },
});

export const WithSummary = meta.story({
  args: { summary: 'Hi! Thanks for writing to Mustermann Solar. We answer within the hour.' },
  decorators: [inBox({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Hi! Thanks for writing/)).toBeVisible();
  },
});

/** The node whose editor is open. */
export const Selected = meta.story({
  args: { isSelected: true, summary: 'Hi! Thanks for writing to Mustermann Solar.' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Send message: Welcome message' });
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(card).toHaveAttribute('data-selected');
  },
});

/** A missing name stays readable on the selected card's tint. */
export const SelectedWithoutName = meta.story({
  args: { isSelected: true, name: '  ', missingNameLabel: 'Knoten ohne Namen' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Send message: Knoten ohne Namen' }),
    ).toHaveAttribute('aria-current', 'true');
  },
});

/** Every node type with its icon. */
export const AllTypes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: 12 }}>
      {botNodeTypes.map((type) => (
        <BotNodeCard
          key={type}
          {...args}
          type={type}
          typeLabel={botTypeLabels[type]}
          name={type === 'internal-note' ? null : botTypeLabels[type]}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(botNodeTypes).toHaveLength(23);
    await expect(canvas.getAllByRole('group')).toHaveLength(23);
    // Every type draws a picture of its own.
    const paths = new Set(
      [...canvasElement.querySelectorAll('[data-type] > span:first-child path')].map((path) =>
        path.getAttribute('d'),
      ),
    );
    await expect(paths.size).toBe(23);
    await expect(canvas.getByRole('group', { name: 'Internal note: Node without a name' })).toBeVisible();
  },
});

import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { BotNodeEditor } from './BotNodeEditor';

const panel = [inBox({ maxWidth: 416 })];

/** The fields the app puts in: here a pause's, as plain kit fields. */
const PauseFields = () => (
  <form aria-label="Edit node Wait a day" style={{ display: 'grid', gap: 16 }}>
    <TextField label="Name" defaultValue="Wait a day" />
    <TextField
      label="Duration"
      defaultValue="1d"
      description="A number and a unit: 30s, 15m, 2h or 3d."
      isRequired
    />
    <div>
      <Button type="submit">Save node</Button>
    </div>
  </form>
);

const meta = preview.meta({
  component: BotNodeEditor,
  args: {
    type: 'pause' as const,
    typeLabel: 'Pause',
    name: 'Wait a day',
    onClose: fn(),
    children: <PauseFields />,
  },
  decorators: panel,
});

export const Named = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Pause' });
    await expect(region).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Duration' })).toHaveValue('1d');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

/** A node without a name: the warning the spec names (BOT_SYSTEM.MISSING_NODE_NAME) shows above its fields. */
export const MissingName = meta.story({
  args: {
    type: 'remove-contact-customer-type' as const,
    typeLabel: "Remove contact's customer type",
    name: null,
    children: (
      <form aria-label="Edit node" style={{ display: 'grid', gap: 16 }}>
        <TextField label="Name" defaultValue="" />
        <TextField label="Customer type" defaultValue="Privatkunde" isRequired />
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This node has no name yet.');
    await expect(canvas.getByRole('region', { name: "Remove contact's customer type" })).toBeVisible();
  },
});

/** Translated strings come in as props (German here). */
export const Translated = meta.story({
  args: {
    type: 'send-message' as const,
    typeLabel: 'Nachricht senden',
    name: '',
    missingNameLabel: 'Dieser Knoten hat noch keinen Namen.',
    closeLabel: 'Schließen',
    children: (
      <form aria-label="Knoten bearbeiten" style={{ display: 'grid', gap: 16 }}>
        <TextField label="Nachricht" defaultValue="Hallo! Wir melden uns gleich." isRequired />
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Schließen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Dieser Knoten hat noch keinen Namen.');
  },
});

/** Without `onClose` (the editor shown on its own page) there is no close button. */
export const WithoutClose = meta.story({
  args: { onClose: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Close' })).toBeNull();
  },
});

import { expect, fn, userEvent, within } from 'storybook/test';
import { botTypeLabels, welcomeBot } from '../../stories/botFlow';
import preview from '../../stories/preview';
import { FlowViewer } from './FlowViewer';

const meta = preview.meta({
  component: FlowViewer,
  args: {
    nodes: welcomeBot.nodes,
    edges: welcomeBot.edges,
    typeLabels: botTypeLabels,
    'aria-label': 'Flow of the welcome bot',
    onSelectNode: fn(),
  },
});

/** The welcome bot: Tab walks the nodes in order, Enter opens the focused one. */
export const WelcomeBot = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const flow = canvas.getByRole('application', { name: 'Flow of the welcome bot' });
    await expect(flow.parentElement?.offsetHeight).toBe(560);
    const start = await canvas.findByRole('button', { name: 'Start: New conversation' });
    const welcome = canvas.getByRole('button', { name: /^Send message: Welcome message, Hi!/ });
    // The node without a name is read with the missing-name text, and its summary after it.
    await expect(
      canvas.getByRole('button', { name: 'Add contact label: Node without a name, No marketing' }),
    ).toBeVisible();
    // The conditions are drawn on their edges.
    await expect(canvas.getByText('Yes')).toBeVisible();
    await expect(canvas.getByText('No')).toBeVisible();

    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.tab();
    await expect(welcome).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectNode).toHaveBeenCalledOnce();
    await expect(args.onSelectNode).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'welcome', type: 'send-message', name: 'Welcome message' }),
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelectNode).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'consent' }));
  },
});

/** The node whose editor is open is marked, and a click opens another. */
export const SelectedNode = meta.story({
  args: { selectedNodeId: 'consent' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const consent = await canvas.findByRole('button', { name: /^Ask for opt-in: Ask for marketing consent/ });
    await expect(consent).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Pause: Wait a day, 24 hours' })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pause: Wait a day, 24 hours' }));
    await expect(args.onSelectNode).toHaveBeenCalledWith(expect.objectContaining({ id: 'wait' }));
  },
});

/** The controls and the mini map, named in the app's language. */
export const Translated = meta.story({
  args: {
    'aria-label': 'Ablauf des Begrüßungsbots',
    missingNameLabel: 'Knoten ohne Namen',
    controlsLabels: { zoomIn: 'Vergrößern', zoomOut: 'Verkleinern', fitView: 'Alles zeigen' },
    minimapLabel: 'Übersicht',
    height: 420,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verkleinern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alles zeigen' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Übersicht' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Add contact label: Knoten ohne Namen, No marketing' }),
    ).toBeVisible();
    await expect(canvas.getByRole('application').parentElement?.offsetHeight).toBe(420);
  },
});

/** Without `onSelectNode` the flow is only looked at: its nodes are groups, still reached with Tab. */
export const LookOnly = meta.story({
  args: { onSelectNode: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByRole('group', { name: 'Start: New conversation' });
    await expect(canvas.queryByRole('button', { name: /Welcome message/ })).toBeNull();
    await userEvent.tab();
    await expect(start).toHaveFocus();
  },
});

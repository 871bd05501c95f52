import { i18n } from '@lingui/core';
import type { BotsQuery } from '@parley/api';
import type { BotEdge, BotNode, BotNodeType } from '@parley/domain';
import { toastQueue } from '@parley/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { NodeEditor } from './NodeEditor.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

type Bot = BotsQuery['bots'][number];

const INVALID_DURATION = 'Enter a number and a unit, e.g. 30s, 15m, 2h or 3d (at most a year).';
const MISSING_NODE_NAME = 'This node has no name yet.';

const pause: BotNode<'pause'> = {
  id: 'n-pause',
  type: 'pause',
  name: 'Short wait',
  position: { x: 0, y: 120 },
  data: { pauseType: 'DURATION', rawDuration: '5s', resumeDate: '' },
};
const unnamed: BotNode<'send-message'> = {
  id: 'n-message',
  type: 'send-message',
  name: null,
  position: { x: 0, y: 240 },
  data: { message: 'Thanks, we are on it.' },
};
const nodes: BotNode[] = [
  {
    id: 'n-start',
    type: 'start',
    name: 'Start',
    position: { x: 0, y: 0 },
    data: { trigger: 'FIRST_MESSAGE', hashTag: '', labelKey: '' },
  },
  pause,
  unnamed,
  { id: 'n-end', type: 'end', name: 'End', position: { x: 0, y: 360 }, data: {} },
];
const edges: BotEdge[] = [
  { id: 'e1', source: 'n-start', target: 'n-pause', condition: 'next' },
  { id: 'e2', source: 'n-pause', target: 'n-message', condition: 'next' },
  { id: 'e3', source: 'n-message', target: 'n-end', condition: 'next' },
];

const bot = (flow: BotNode[], updatedAt = '2026-11-20T10:00:00.000Z'): Bot => ({
  id: 'b1',
  name: 'Welcome bot',
  active: true,
  type: 'flow',
  default: false,
  updatedAt,
  lastRunAt: null,
  runCount: 0,
  config: { nodes: flow, edges },
  configs: [],
});

/** Renders the editor of one node of bot b1, against a server that stores a node it is sent. */
function renderEditor(nodeType: BotNodeType, nodeId: string, options: { refuse?: unknown } = {}) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  let stored = bot(nodes);
  const { wrapper } = createTestApi({
    answer: (operation, variables) => {
      sent.push({ operation, variables });
      if (operation === 'Bots') return { data: { bots: [stored] } };
      if (operation === 'UpdateBotConfig' && options.refuse)
        return { error: { graphQLErrors: [options.refuse], message: '[GraphQL] Invalid node' } };
      if (operation === 'UpdateBotConfig') {
        const node = (variables.payload as { node: BotNode }).node;
        const flow = stored.config.nodes as BotNode[];
        stored = bot(
          flow.map((candidate) => (candidate.id === node.id ? node : candidate)),
          '2026-11-20T11:00:00.000Z',
        );
        return { data: { updateBotConfig: stored } };
      }
      return { data: undefined };
    },
  });
  renderRoute(() => <NodeEditor botId="b1" nodeType={nodeType} nodeId={nodeId} companyId="c1" />, wrapper);
  const saves = () => sent.filter((call) => call.operation === 'UpdateBotConfig');
  return { saves };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save node' }));
const retype = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, value);
};
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// The toast queue is the kit's one global: start and end every test with none.
const closeToasts = () => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
};
beforeEach(closeToasts);
afterEach(closeToasts);

describe('NodeEditor (spec 3, 8)', () => {
  it("shows a pause node's name, its kind and its duration", async () => {
    renderEditor('pause', 'n-pause');
    const name = (await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Short wait');
    expect((screen.getByRole('textbox', { name: /Duration/ }) as HTMLInputElement).value).toBe('5s');
    expect(screen.getByRole('form', { name: 'Edit node Short wait' })).toBeTruthy();
    expect(screen.queryByText(MISSING_NODE_NAME)).toBeNull();
  });

  it('refuses a duration that is not one, on its field, and sends nothing (BOT_SYSTEM.INVALID_DURATION)', async () => {
    const { saves } = renderEditor('pause', 'n-pause');
    const duration = await screen.findByRole('textbox', { name: /Duration/ });
    await retype(duration, 'soon');
    await save();
    expect(await screen.findByText(INVALID_DURATION)).toBeTruthy();
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(duration)).toContain(INVALID_DURATION);
    expect((duration as HTMLInputElement).value).toBe('soon');
    expect(saves()).toHaveLength(0);
  });

  it('saves the node with its new name and data through updateBotConfig', async () => {
    const { saves } = renderEditor('pause', 'n-pause');
    await retype(await screen.findByRole('textbox', { name: /Name/ }), 'Wait two hours');
    await retype(screen.getByRole('textbox', { name: /Duration/ }), '2h');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.variables).toEqual({
      id: 'b1',
      payload: {
        node: {
          id: 'n-pause',
          type: 'pause',
          name: 'Wait two hours',
          position: { x: 0, y: 120 },
          data: { pauseType: 'DURATION', rawDuration: '2h', resumeDate: '' },
        },
      },
    });
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([
        expect.objectContaining({ tone: 'positive', title: 'Node saved.' }),
      ]),
    );
    // The editor now shows the stored node.
    expect(((await screen.findByRole('textbox', { name: /Duration/ })) as HTMLInputElement).value).toBe('2h');
  });

  it("puts the server's refusal of the duration on its field and keeps what was typed", async () => {
    const { saves } = renderEditor('pause', 'n-pause', {
      refuse: {
        message: 'Invalid node',
        extensions: {
          code: 'BAD_USER_INPUT',
          field: 'rawDuration',
          messageKey: 'BOT_SYSTEM.INVALID_DURATION',
        },
      },
    });
    const duration = await screen.findByRole('textbox', { name: /Duration/ });
    await retype(duration, '3d');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(duration)).toContain(INVALID_DURATION);
    expect((duration as HTMLInputElement).value).toBe('3d');
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('says when a node has no name yet (BOT_SYSTEM.MISSING_NODE_NAME), and saves it still without one', async () => {
    const { saves } = renderEditor('send-message', 'n-message');
    expect((await screen.findByRole('status')).textContent).toBe(MISSING_NODE_NAME);
    expect(((await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe('');
    const message = screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
    expect(message.value).toBe('Thanks, we are on it.');
    await retype(message, 'We will answer soon.');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.variables).toEqual({
      id: 'b1',
      payload: { node: { ...unnamed, name: null, data: { message: 'We will answer soon.' } } },
    });
  });
});

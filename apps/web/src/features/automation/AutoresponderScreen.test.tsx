import { i18n } from '@lingui/core';
import type { AutorespondersQuery } from '@parley/api';
import { AUTORESPONDER_GROUPS, type AutoresponderType, LOCKED_AUTORESPONDERS } from '@parley/domain';
import { toastQueue } from '@parley/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { AutoresponderScreen } from './AutoresponderScreen.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

type Responder = AutorespondersQuery['autoresponders'][number];
type Answer = { data?: unknown; error?: { graphQLErrors: unknown[]; message: string } };

const groupOf = (type: AutoresponderType) =>
  (Object.keys(AUTORESPONDER_GROUPS) as (keyof typeof AUTORESPONDER_GROUPS)[]).find((group) =>
    (AUTORESPONDER_GROUPS[group] as readonly string[]).includes(type),
  ) ?? 'incoming';

const responder = (type: AutoresponderType, active: boolean): Responder => ({
  id: `ar-${type}`,
  type,
  group: groupOf(type),
  active,
  locked: LOCKED_AUTORESPONDERS.includes(type),
  config: { subject: '', body: `Body of ${type}` },
  editedBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

// What the server holds: everything off but the revoke confirmation, which is locked on.
const serverList = (): Responder[] => [
  responder('WELCOME', false),
  responder('OUT_OF_OFFICE', false),
  responder('ABSENCE', false),
  responder('CONVERSATION_CLAIMED', false),
  responder('CONVERSATION_CLOSED', false),
  responder('OPT_IN_CONFIRMED', false),
  responder('OPT_IN_REVOKED', true),
];

const consentBot = {
  active: false,
  question: 'May we send you news? Answer YES or NO.',
  agreeKeyword: 'YES',
  declineKeyword: 'NO',
  revokeKeyword: 'STOP',
  editedBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const serverError = (): Answer => ({
  error: {
    graphQLErrors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    message: '[GraphQL] Unexpected error',
  },
});

/**
 * Renders the screen against a server holding `serverList()`. `refuse` makes AutoresponderUpdate fail;
 * `hold` keeps its answer back until the test calls `release`, as a slow server would.
 */
function renderScreen(options: { refuse?: boolean; hold?: boolean } = {}) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const stored = serverList();
  let release: () => void = () => {};
  const held = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const save = async (variables: Record<string, unknown>): Promise<Answer> => {
    await held;
    if (options.refuse) return serverError();
    const index = stored.findIndex((item) => item.id === variables.id);
    const saved = { ...(stored[index] as Responder), active: variables.active as boolean };
    stored[index] = saved;
    return { data: { autoresponderUpdate: saved } };
  };
  const { wrapper } = createTestApi({
    answer: (operation, variables) => {
      sent.push({ operation, variables });
      if (operation === 'Autoresponders')
        return { data: { autoresponders: stored.map((item) => ({ ...item })) } };
      if (operation === 'ConsentBot') return { data: { consentBot } };
      // The transport awaits what it is given, so a promise is an answer that takes its time.
      if (operation === 'AutoresponderUpdate') return save(variables) as never;
      return { data: undefined };
    },
  });
  renderRoute(() => <AutoresponderScreen />, wrapper);
  const updates = () => sent.filter((call) => call.operation === 'AutoresponderUpdate');
  return { updates, release: () => release() };
}

const switchOf = (name: string) => screen.findByRole('switch', { name: `${name} active` });
const isOn = (element: HTMLElement) => (element as HTMLInputElement).checked;

// The toast queue is the kit's one global: start and end every test with none.
const closeToasts = () => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
};
beforeEach(closeToasts);
afterEach(closeToasts);

describe('AutoresponderScreen (spec 2)', () => {
  it('lists the autoresponders in their three groups, the consent bot among the opt-in ones', async () => {
    renderScreen();
    const group = (title: string) => screen.findByRole('region', { name: title });
    const linksOf = async (title: string) =>
      within(await group(title))
        .getAllByRole('link')
        .map((link) => link.textContent);

    expect(await linksOf('Incoming messages')).toEqual(['Welcome', 'Out of office', 'Absence']);
    expect(await linksOf('Triggered by user')).toEqual(['Conversation taken', 'Conversation closed']);
    await screen.findByRole('switch', { name: 'Consent bot active' });
    expect(await linksOf('Opt-in')).toEqual(['Consent confirmation', 'Revoke confirmation', 'Consent bot']);
    // Each row shows the reply it sends; the consent bot its question.
    expect(within(await group('Incoming messages')).getByText('Body of WELCOME')).toBeTruthy();
    expect(within(await group('Opt-in')).getByText(consentBot.question)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Welcome' }).getAttribute('href')).toContain(
      '/automation/autoresponder/WELCOME',
    );
  });

  it('switches an autoresponder on at once and sends autoresponderUpdate with active: true', async () => {
    const { updates } = renderScreen();
    const welcome = await switchOf('Welcome');
    expect(isOn(welcome)).toBe(false);
    await userEvent.click(welcome);
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.variables).toEqual({ id: 'ar-WELCOME', active: true });
    await waitFor(async () => expect(isOn(await switchOf('Welcome'))).toBe(true));
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('puts the switch back off and says "Changes not saved." when the server refuses', async () => {
    const { updates, release } = renderScreen({ refuse: true, hold: true });
    await userEvent.click(await switchOf('Out of office'));
    // On at once, while the save is on its way.
    await waitFor(async () => expect(isOn(await switchOf('Out of office'))).toBe(true));
    expect(updates()[0]?.variables).toEqual({ id: 'ar-OUT_OF_OFFICE', active: true });

    release();

    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([
        expect.objectContaining({
          tone: 'critical',
          title: 'Changes not saved.',
          description: 'Please try again.',
        }),
      ]),
    );
    await waitFor(async () => expect(isOn(await switchOf('Out of office'))).toBe(false));
  });

  it('locks the revoke confirmation on: its switch is disabled and says why', async () => {
    const { updates } = renderScreen();
    const revoke = await switchOf('Revoke confirmation');
    expect(isOn(revoke)).toBe(true);
    expect((revoke as HTMLInputElement).disabled).toBe(true);
    const description = document.getElementById(revoke.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Always sent.');
    // The other switches are not locked.
    expect(((await switchOf('Consent confirmation')) as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(revoke);
    expect(isOn(await switchOf('Revoke confirmation'))).toBe(true);
    expect(updates()).toHaveLength(0);
  });
});

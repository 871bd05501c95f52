import { i18n } from '@lingui/core';
import { toastQueue } from '@parley/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { EditTeam } from './EditTeam.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const harbour = {
  id: 't2',
  name: 'Harbour',
  externalId: 'HH-1',
  usersCount: 2,
  channelsCount: 1,
  address: { street: 'Kai', streetNumber: '3', zipCode: '20457', city: 'Hamburg' },
  userTeamAvailability: [],
};

function renderEdit(options: { refuseDelete?: boolean } = {}) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const { wrapper: Wrapper } = createTestApi({
    answer: (operation, variables) => {
      calls.push([operation, variables]);
      if (operation === 'SettingsTeams') return { data: { teams: [harbour] } };
      if (operation === 'UpdateTeam') return { data: { updateTeam: { ...harbour, name: 'Hafen' } } };
      if (operation === 'DeleteTeam' && options.refuseDelete)
        return {
          error: {
            graphQLErrors: [
              {
                message: 'The team still has channels',
                extensions: { code: 'BAD_USER_INPUT', field: 'id', messageKey: 'SETTINGS.TEAM_HAS_CHANNELS' },
              },
            ],
            message: '[GraphQL] The team still has channels',
          },
        };
      if (operation === 'DeleteTeam') return { data: { deleteTeam: harbour.id } };
      return { data: undefined };
    },
  });
  renderRoute(() => <EditTeam teamId="t2" />, Wrapper);
  return { calls: () => calls.filter(([operation]) => operation !== 'SettingsTeams') };
}

const closeToasts = () => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
};
beforeEach(closeToasts);
afterEach(closeToasts);

describe('EditTeam', () => {
  it('shows the team with its address, keeps the address fields required, and saves the change', async () => {
    const { calls } = renderEdit();
    const name = (await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Harbour');
    const zip = screen.getByRole('textbox', { name: /Zip code/ }) as HTMLInputElement;
    expect(zip.value).toBe('20457');
    await userEvent.clear(zip);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(calls()).toEqual([]);
    await userEvent.type(zip, '20459');
    await userEvent.clear(name);
    await userEvent.type(name, 'Hafen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls()).toEqual([
        [
          'UpdateTeam',
          {
            id: 't2',
            input: {
              type: 'ADDRESS',
              name: 'Hafen',
              externalId: 'HH-1',
              address: { street: 'Kai', streetNumber: '3', zipCode: '20459', city: 'Hamburg' },
            },
          },
        ],
      ]),
    );
  });

  it('says why the server refused to delete a team that still has channels', async () => {
    const { calls } = renderEdit({ refuseDelete: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete team?' });
    expect(dialog.textContent).toContain('“Harbour” is removed with its members and opening hours.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([
        expect.objectContaining({
          tone: 'critical',
          title: 'This team still has channels. Put them into another team first, then delete it.',
        }),
      ]),
    );
    expect(calls()).toEqual([['DeleteTeam', { id: 't2' }]]);
  });

  it('says so when the team is not one of the company', async () => {
    const { wrapper: Wrapper } = createTestApi({
      answer: (operation) =>
        operation === 'SettingsTeams' ? { data: { teams: [harbour] } } : { data: undefined },
    });
    renderRoute(() => <EditTeam teamId="t9" />, Wrapper);
    expect(await screen.findByRole('heading', { name: 'This team does not exist.' })).toBeTruthy();
  });
});

import { i18n } from '@lingui/core';
import type { RestChannel } from '@parley/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { ChannelsList } from './ChannelsList.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const channel = (id: string, overrides: Partial<RestChannel> = {}): RestChannel => ({
  id,
  type: 'messenger',
  channelType: 'WHATSAPP',
  value: `+49 ${id}`,
  createdAt: '2026-11-23T10:00:00.000Z',
  cloudApi: true,
  isDisabled: false,
  private: false,
  client_type: 'WHATSAPP',
  client_id: null,
  created_by: null,
  teamId: null,
  config: null,
  ...overrides,
});

function renderList(options: {
  channels: () => Promise<RestChannel[]>;
  offersAppointmentWidget?: boolean;
  statuses?: Array<{ id: string; status: string; connected: boolean; message: string | null }>;
}) {
  const calls: string[] = [];
  const base = createTestApi({
    answer: (operation, variables) => {
      calls.push(operation);
      if (operation === 'SettingsTeams') return { data: { teams: [{ id: 't1', name: 'Sales' }] } };
      if (operation === 'ChannelStatus')
        return {
          data: {
            channelStatus: (options.statuses ?? []).filter((s) => (variables.ids as string[]).includes(s.id)),
          },
        };
      if (operation === 'ReconnectChannel') {
        const reconnected = { id: String(variables.id), status: 'LIVE', connected: true, message: null };
        options.statuses = (options.statuses ?? []).map((s) => (s.id === reconnected.id ? reconnected : s));
        return { data: { reconnectChannel: reconnected } };
      }
      return { data: undefined };
    },
  });
  base.api.rest.get = (async (path: string) =>
    path.startsWith('/core-service/brands/') ? { channelPreferences: [] } : options.channels()) as never;
  renderRoute(
    () => (
      <ChannelsList
        companyId="c1"
        brandId="b1"
        isAdmin
        offersAppointmentWidget={options.offersAppointmentWidget ?? true}
      />
    ),
    base.wrapper,
  );
  return { calls };
}

describe('ChannelsList', () => {
  it('says when there are no channels yet', async () => {
    renderList({ channels: async () => [] });
    expect(await screen.findByRole('heading', { name: 'No channels yet' })).toBeTruthy();
  });

  it('offers the appointment widget only where the brand has appointments (issue 27)', async () => {
    renderList({ channels: async () => [], offersAppointmentWidget: false });
    expect(await screen.findByRole('heading', { name: 'No channels yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Appointment widget' })).toBeNull();
  });

  it('offers to try again when the channels could not be loaded', async () => {
    let fail = true;
    renderList({
      channels: async () => {
        if (fail) throw new Error('down');
        return [channel('1')];
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The channels could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: '+49 1' })).toBeTruthy();
  });

  it('groups by team and reconnects an unregistered number', async () => {
    const { calls } = renderList({
      channels: async () => [channel('1', { teamId: 't1' }), channel('2')],
      statuses: [
        { id: '1', status: 'LIVE', connected: true, message: null },
        { id: '2', status: 'UNREGISTERED', connected: false, message: 'Unregistered by Meta' },
      ],
    });
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByRole('link', { name: '+49 1' })).toBeTruthy();
    const loose = screen.getByRole('region', { name: 'Without team' });
    expect(await within(loose).findByText('Unregistered')).toBeTruthy();
    expect(within(sales).queryByRole('button', { name: /Reconnect/ })).toBeNull();
    await userEvent.click(within(loose).getByRole('button', { name: 'Reconnect +49 2' }));
    await waitFor(() => expect(calls).toContain('ReconnectChannel'));
    // The statuses are asked again: the number is live and its button gone.
    expect(await within(loose).findByText('Live')).toBeTruthy();
    expect(within(loose).queryByRole('button', { name: /Reconnect/ })).toBeNull();
  }, 20_000);
});

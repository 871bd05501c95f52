import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { TeamsOverview } from './TeamsOverview.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const team = (id: string, name: string, address: Record<string, string | null> | null) => ({
  id,
  name,
  externalId: null,
  usersCount: 2,
  channelsCount: 1,
  address: address && { street: null, streetNumber: null, zipCode: null, ...address },
  userTeamAvailability: [],
});

function renderTeams() {
  const { wrapper: Wrapper } = createTestApi({
    answer: (operation) => {
      if (operation === 'SettingsTeams')
        return {
          data: {
            teams: [
              // A team with a city and nothing else (as the demo's were seeded before the address rule).
              team('t1', 'Sales', { city: 'Berlin' }),
              team('t2', 'Harbour', { street: 'Kai', streetNumber: '3', zipCode: '20457', city: 'Hamburg' }),
              team('t3', 'Remote', null),
            ],
          },
        };
      if (operation === 'SettingsUsers') return { data: { users: [] } };
      return { data: undefined };
    },
    get: () => [],
  });
  renderRoute(() => <TeamsOverview isAdmin={false} companyId="c1" />, Wrapper);
}

describe('TeamsOverview', () => {
  it('shows a team address as the profile and the appointment location do (issue 27)', async () => {
    renderTeams();
    const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr');
    const sales = await row('Sales');
    expect(sales && within(sales).getByText('Berlin')).toBeTruthy();
    const harbour = await row('Harbour');
    expect(harbour && within(harbour).getByText('Kai 3, 20457 Hamburg')).toBeTruthy();
    const remote = await row('Remote');
    expect(remote && within(remote).getByText('No address')).toBeTruthy();
  });
});

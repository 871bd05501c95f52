import { i18n } from '@lingui/core';
import type { UserStatus } from '@parley/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { UsersList, userRowHref } from './UsersList.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const user = (id: string, firstName: string, status: UserStatus) => ({
  id,
  email: `${firstName.toLowerCase()}@parley.test`,
  title: null,
  externalId: null,
  active: status !== 'DEACTIVATED',
  status,
  lastInviteSent: status === 'INVITED' ? '2026-11-20T10:00:00.000Z' : null,
  role: { type: 'COMPANY_USER', name: 'Company user' },
  profile: { id: `p-${id}`, firstName, lastName: 'Demo', phone: null },
  teams: [],
});

function renderUsers(options: { isAdmin: boolean; meId: string }) {
  const { wrapper: Wrapper } = createTestApi({
    answer: (operation) => {
      if (operation === 'SettingsUsers')
        return {
          data: {
            users: [
              user('u1', 'Ada', 'ACTIVE'),
              user('u2', 'Ida', 'INVITED'),
              user('u3', 'Otto', 'DEACTIVATED'),
            ],
          },
        };
      return { data: undefined };
    },
  });
  renderRoute(() => <UsersList {...options} />, Wrapper);
}

const rowOf = async (name: string) => {
  const row = (await screen.findByRole('rowheader', { name })).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return row;
};

describe('UsersList', () => {
  it('shows an invited user who has not signed in yet as invited, not active (issue 27)', async () => {
    renderUsers({ isAdmin: true, meId: 'u1' });
    expect(within(await rowOf('Ada Demo')).getByText('Active')).toBeTruthy();
    expect(within(await rowOf('Ida Demo')).getByText('Invited')).toBeTruthy();
    expect(within(await rowOf('Ida Demo')).queryByText('Active')).toBeNull();
    expect(within(await rowOf('Otto Demo')).getByText('Inactive')).toBeTruthy();
  });
});

describe('userRowHref', () => {
  it("opens a company user's own row on their profile and no one else's (issue 27)", () => {
    expect(userRowHref('u2', { isAdmin: false, meId: 'u2' })).toBe('/profile/information');
    expect(userRowHref('u1', { isAdmin: false, meId: 'u2' })).toBeUndefined();
    expect(userRowHref('u1', { isAdmin: true, meId: 'u2' })).toBe('/settings/users/u1');
  });
});

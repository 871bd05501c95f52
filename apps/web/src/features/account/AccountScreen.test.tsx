import { i18n } from '@lingui/core';
import { type RestCompany, RestError } from '@parley/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { AccountScreen } from './AccountScreen.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const company: RestCompany = {
  id: 'c1',
  brandId: 'b1',
  externalId: null,
  name: 'Demo GmbH',
  logo: null,
  small_logo: null,
  reuseClosedOpportunities: false,
  onboardingFinished: true,
  status: 'ACTIVE',
  deactivationTimestamp: null,
  groupId: null,
  address: null,
  var1: null,
  var2: null,
  var3: null,
  var4: null,
  var5: null,
};

function renderAccount(send: (body: unknown) => Promise<unknown>) {
  const base = createTestApi({});
  const sent: unknown[] = [];
  base.api.rest.get = (async () => company) as never;
  base.api.rest.send = (async (_method: string, _path: string, body: unknown) => {
    sent.push(body);
    return send(body);
  }) as never;
  renderRoute(() => <AccountScreen companyId="c1" />, base.wrapper);
  return { sent };
}

const nameField = () => screen.getByRole('textbox', { name: /^Company name/ }) as HTMLInputElement;

describe('AccountScreen', () => {
  it('refuses a blank name before sending, and shows the server’s rule next to the name', async () => {
    const user = userEvent.setup();
    const { sent } = renderAccount(async () => {
      throw new RestError(400, 'BAD_USER_INPUT', 'name is invalid', 'name', 'COMPANY.NAME_TOO_LONG');
    });
    await waitFor(() => expect(nameField().value).toBe('Demo GmbH'));

    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(nameField(), 'Demo GmbH & Co. KG');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The company name can have at most 200 characters.')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(nameField().value).toBe('Demo GmbH & Co. KG');
    expect(sent).toEqual([
      { id: 'c1', name: 'Demo GmbH & Co. KG', logo: null, small_logo: null, reuseClosedOpportunities: false },
    ]);
  }, 20_000);

  it('says the changes were not saved when the server fails otherwise', async () => {
    const user = userEvent.setup();
    renderAccount(async () => {
      throw new RestError(500, 'INTERNAL', 'boom');
    });
    await waitFor(() => expect(nameField().value).toBe('Demo GmbH'));
    await user.click(screen.getByRole('switch', { name: /Reuse closed opportunities/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes not saved.')).toBeTruthy();
  }, 20_000);
});

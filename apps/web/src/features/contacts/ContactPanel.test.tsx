import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type RestContactDetail, RestError } from '@parley/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../test/testApi.tsx';
import { ContactPanel } from './ContactPanel.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const features = { disableManualOptinGiven: false };
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouteContext: () => ({ me: { id: 'me', company: { id: 'company', brand: { features } } } }),
}));

function contact(overrides: Partial<RestContactDetail> = {}): RestContactDetail {
  return {
    id: 'c1',
    userId: 'me',
    profile: { firstName: 'Erika', lastName: 'Mustermann', birthday: '1980-01-10', avatarUrl: null },
    address: { street: 'Lindenstraße', streetNumber: '1', zipCode: '10969', city: null, country: 'DE' },
    companyName: 'Mustermann Solar',
    phone: '+491511234567',
    email: null,
    contactType: 'Private',
    consentStatus: 'UNKNOWN',
    labels: [{ id: 'l1', key: 'VIP' }],
    tags: ['website'],
    user: { id: 'me', firstName: 'Ada', lastName: 'Admin', avatarUrl: null },
    conversations: [],
    consentRecord: null,
    ...overrides,
  };
}

function renderPanel(detail: RestContactDetail, send = vi.fn(async () => ({}) as never)) {
  const { api, wrapper: Base } = createTestApi({});
  api.rest = { get: vi.fn(async () => detail as never), send };
  render(
    <I18nProvider i18n={i18n}>
      <Base>
        <ContactPanel contactId="c1" />
      </Base>
    </I18nProvider>,
  );
  return { api, send };
}

beforeEach(() => {
  features.disableManualOptinGiven = false;
});

describe('ContactPanel', () => {
  it('shows the card of spec 2: birthday with age, no address without a city, the own-contact link', async () => {
    renderPanel(contact());
    expect(await screen.findByRole('heading', { name: 'Erika Mustermann' })).toBeTruthy();
    expect(screen.getByText(/^10\.01\.1980 \(\d+ years\)$/)).toBeTruthy();
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More information' }).getAttribute('href')).toBe(
      '/contacts/own/c1',
    );
    expect(screen.getByRole('button', { name: 'Record consent' })).toBeTruthy();
  });

  it('links another user’s contact to all and shows the address with street and city', async () => {
    renderPanel(
      contact({
        userId: 'someone',
        address: {
          street: 'Lindenstraße',
          streetNumber: '1',
          zipCode: '10969',
          city: 'Berlin',
          country: 'DE',
        },
      }),
    );
    expect((await screen.findByRole('link', { name: 'More information' })).getAttribute('href')).toBe(
      '/contacts/all/c1',
    );
    expect(screen.getByText('10969 Berlin')).toBeTruthy();
  });

  it('does not offer manual consent when the brand disables it', async () => {
    features.disableManualOptinGiven = true;
    renderPanel(contact());
    await screen.findByRole('heading', { name: 'Erika Mustermann' });
    expect(screen.queryByRole('button', { name: 'Record consent' })).toBeNull();
    expect(screen.getByText('Consent unknown')).toBeTruthy();
  });

  it('says where, when and by whom consent was recorded, and offers to revoke it', async () => {
    renderPanel(
      contact({
        consentStatus: 'ACTIVE',
        consentRecord: {
          type: 'MANUAL',
          source: 'Paper form',
          givenAt: '2026-11-20T11:00:00Z',
          recordedBy: 'Ada Admin',
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Erika Mustermann' });
    expect(screen.getByText('Paper form · 20.11.2026 · Ada Admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record consent' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke consent' })).toBeTruthy();
  });

  it('keeps a refused label in the field with the reason beside it', async () => {
    const send = vi.fn(async () => {
      throw new RestError(400, 'BAD_USER_INPUT', 'key is invalid', 'key', 'FORM_ERRORS.REQUIRED');
    });
    renderPanel(contact(), send as never);
    const field = await screen.findByRole('textbox', { name: 'New label' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(field, 'Neu{Enter}');
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('POST', '/core-service/label', { customerId: 'c1', key: 'Neu' }),
    );
    await screen.findByText('This field is required.');
    expect((field as HTMLInputElement).value).toBe('Neu');
  });

  it('sends the whole new tag list when a tag is removed', async () => {
    const send = vi.fn(async () => contact({ tags: [] }) as never);
    renderPanel(contact(), send);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove website' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('PUT', '/core-service/customers/c1/tags', { tags: [] }),
    );
  });
});

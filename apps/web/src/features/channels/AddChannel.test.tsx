import { i18n } from '@lingui/core';
import type { RestBrand } from '@parley/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { AddChannel } from './AddChannel.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

type Answer = Parameters<typeof createTestApi>[0]['answer'];

function renderAddChannel(
  type: 'EMAIL' | 'GMAIL' | 'WHATSAPP' | 'GOOGLE_REVIEWS',
  options: {
    preferences?: RestBrand['channelPreferences'];
    answer?: Answer;
    oauth?: { code?: string; state?: string; error?: string };
  } = {},
) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const base = createTestApi({
    answer: (operation, variables) => {
      calls.push({ operation, variables });
      if (operation === 'SettingsTeams') return { data: { teams: [{ id: 't1', name: 'Sales' }] } };
      return options.answer?.(operation, variables) ?? { data: undefined };
    },
  });
  base.api.rest.get = (async () => ({ channelPreferences: options.preferences ?? [] })) as never;
  renderRoute(
    () => <AddChannel type={type} brandId="b1" companyId="c1" oauth={options.oauth} />,
    base.wrapper,
  );
  return { calls };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('AddChannel', () => {
  it('checks the SMTP form before sending and puts the server’s SMTP failure on the host field', async () => {
    const user = userEvent.setup();
    const { calls } = renderAddChannel('EMAIL', {
      answer: (operation) =>
        operation === 'AddChannel'
          ? {
              error: {
                message: 'SMTP check failed',
                graphQLErrors: [
                  {
                    message: 'SMTP check failed',
                    extensions: {
                      code: 'BAD_USER_INPUT',
                      field: 'host',
                      messageKey: 'CHANNELS.SMTP_UNREACHABLE',
                    },
                  },
                ],
              },
            }
          : { data: undefined },
    });
    await screen.findByRole('heading', { name: 'Add an email channel (SMTP)' });

    await user.type(field('Email address'), 'support@demo.test');
    await user.type(field('Host'), 'mail demo');
    await user.clear(field('Port'));
    await user.type(field('Port'), '99999');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(field('Host').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Port').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.operation === 'AddChannel')).toBe(false);

    await user.clear(field('Host'));
    await user.type(field('Host'), 'Mail.Demo.test');
    await user.clear(field('Port'));
    await user.type(field('Port'), '587');
    await user.type(field('User name'), 'support');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));

    await waitFor(() => expect(field('Host').getAttribute('aria-invalid')).toBe('true'));
    const sent = calls.find((call) => call.operation === 'AddChannel');
    expect(sent?.variables).toMatchObject({
      value: 'support@demo.test',
      type: 'EMAIL',
      client_type: 'SMTP',
      teamId: null,
      config: {
        host: 'mail.demo.test',
        port: 587,
        name: 'support',
        password: 'secret',
        host_transport: null,
      },
    });
    // The untranslated key falls back to the catalog's English text, next to the field.
    expect(screen.getByText(/The mail server could not be reached/)).toBeTruthy();
    expect((field('Email address') as HTMLInputElement).value).toBe('support@demo.test');
  }, 20_000);

  it('refuses a type the brand does not offer', async () => {
    renderAddChannel('GMAIL', { preferences: [{ channelType: 'GMAIL', isDisabled: true, brandId: 'b1' }] });
    expect(await screen.findByRole('heading', { name: 'Gmail is not available' })).toBeTruthy();
  });

  it('asks WhatsApp for the Cloud API details and shows Meta’s refusal next to the token', async () => {
    const user = userEvent.setup();
    const { calls } = renderAddChannel('WHATSAPP', {
      answer: (operation) =>
        operation === 'AddChannel'
          ? {
              error: {
                message: 'The Graph API refused the access token',
                graphQLErrors: [
                  {
                    message: 'The Graph API refused the access token',
                    extensions: {
                      code: 'BAD_USER_INPUT',
                      field: 'accessToken',
                      messageKey: 'CHANNELS.META_TOKEN_REFUSED',
                    },
                  },
                ],
              },
            }
          : { data: undefined },
    });
    await screen.findByRole('heading', { name: 'Add a WhatsApp channel' });
    // A random verify token is filled in for the webhook's set-up at Meta.
    expect((field('Verify token') as HTMLInputElement).value).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByText(/\/api\/webhooks\/whatsapp/)).toBeTruthy();

    await user.type(field('Phone number$|Phone number\\*'), '+49 30 555012345');
    await user.type(field('Phone number ID'), '12/34');
    await user.type(field('WhatsApp Business Account ID'), '102290129340398');
    await user.type(screen.getByLabelText(/^Access token/), 'EAAwrong');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(field('Phone number ID').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.operation === 'AddChannel')).toBe(false);

    await user.clear(field('Phone number ID'));
    await user.type(field('Phone number ID'), '106540352242999');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Access token/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.find((call) => call.operation === 'AddChannel')?.variables).toMatchObject({
      value: '+49 30 555012345',
      type: 'WHATSAPP',
      client_id: '106540352242999',
      config: {
        accessToken: 'EAAwrong',
        businessAccountId: '102290129340398',
        verifyToken: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });
    expect(screen.getByText(/Meta refused the access token/)).toBeTruthy();
    expect((field('Phone number ID') as HTMLInputElement).value).toBe('106540352242999');
  }, 20_000);

  it('adds a Google reviews channel from a location of the Google sign-in, named after it', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { calls } = renderAddChannel('GOOGLE_REVIEWS', {
      oauth: { code: 'the-code', state: 'the-state' },
      answer: (operation) => {
        if (operation === 'CompleteReviewsLink')
          return {
            data: {
              completeReviewsLink: {
                id: 'link-1',
                accountEmail: 'owner@example.com',
                locations: [
                  { name: 'locations/1', title: 'Demo Berlin', address: 'Friedrichstraße 68, 10117 Berlin' },
                  { name: 'locations/2', title: 'Demo Hamburg', address: null },
                ],
              },
            },
          };
        if (operation === 'AddChannel' && ++tries === 1)
          return {
            error: {
              message: 'expired',
              graphQLErrors: [
                {
                  message: 'expired',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    field: 'reviewLinkId',
                    messageKey: 'REVIEWS.LINK_EXPIRED',
                  },
                },
              ],
            },
          };
        if (operation === 'AddChannel') return { data: { addChannel: { id: 'ch1', value: 'Demo Hamburg' } } };
        return { data: undefined };
      },
    });
    await screen.findByText('Signed in with Google as owner@example.com.');
    expect(calls.find((call) => call.operation === 'CompleteReviewsLink')?.variables).toEqual({
      code: 'the-code',
      state: 'the-state',
    });
    await user.click(screen.getByRole('button', { name: /Business location/ }));
    await user.click(await screen.findByRole('option', { name: /Demo Hamburg/ }));
    expect((field('Channel name') as HTMLInputElement).value).toBe('Demo Hamburg');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    // An expired sign-in is said above the form; what was chosen stays.
    expect(await screen.findByText(/The Google sign-in has expired/)).toBeTruthy();
    expect((field('Channel name') as HTMLInputElement).value).toBe('Demo Hamburg');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(tries).toBe(2));
    expect(calls.filter((call) => call.operation === 'AddChannel').at(-1)?.variables).toMatchObject({
      value: 'Demo Hamburg',
      type: 'GOOGLE_REVIEWS',
      client_type: 'GOOGLE_BUSINESS',
      client_id: 'locations/2',
      config: { reviewLinkId: 'link-1' },
    });
  });

  it('offers to sign in with Google again when the sign-in was cancelled', async () => {
    renderAddChannel('GOOGLE_REVIEWS', { oauth: { error: 'access_denied' } });
    expect(await screen.findByText('Signing in with Google was cancelled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google again' })).toBeTruthy();
  });
});

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
  type: 'EMAIL' | 'GMAIL' | 'WHATSAPP',
  options: { preferences?: RestBrand['channelPreferences']; answer?: Answer } = {},
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
  renderRoute(() => <AddChannel type={type} brandId="b1" companyId="c1" />, base.wrapper);
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

  it('asks WhatsApp for the number, its id and the access token', async () => {
    renderAddChannel('WHATSAPP');
    await screen.findByRole('heading', { name: 'Add a WhatsApp channel' });
    expect(field('Phone number$|Phone number\\*')).toBeTruthy();
    expect(field('Phone number ID')).toBeTruthy();
    expect(screen.getByLabelText(/^Access token/).getAttribute('type')).toBe('password');
  });
});

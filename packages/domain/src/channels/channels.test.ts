import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { parseForm } from '../validation/issues.ts';
import { appointmentWidgetSettingsSchema, appointmentWidgetSnippet } from './appointmentWidget.ts';
import { addableChannelTypes, channelTypeAvailability, channelTypeFromRoute } from './channelTypes.ts';
import { isHostname, isVerifyToken, smtpChannelFormSchema, whatsappChannelFormSchema } from './forms.ts';
import { canReconnectChannel, channelStatusTone, groupChannelsByTeam } from './status.ts';

describe('channel type availability (spec 6)', () => {
  it('disables Office 365 for every brand', () => {
    expect(channelTypeAvailability('OFFICE365', [])).toBe('disabled');
    expect(channelTypeAvailability('OFFICE365', [{ channelType: 'OFFICE365', isDisabled: false }])).toBe(
      'disabled',
    );
  });

  it('offers Gmail only where the brand enables it', () => {
    expect(channelTypeAvailability('GMAIL', [])).toBe('hidden');
    expect(channelTypeAvailability('GMAIL', [{ channelType: 'GMAIL', isDisabled: true }])).toBe('hidden');
    expect(channelTypeAvailability('GMAIL', [{ channelType: 'GMAIL', isDisabled: false }])).toBe('available');
  });

  it('hides the types a brand disabled and lists the rest in spec order', () => {
    const types = addableChannelTypes([{ channelType: 'GOOGLE_REVIEWS', isDisabled: true }]);
    expect(types.map((t) => [t.type, t.isDisabled])).toEqual([
      ['EMAIL', false],
      ['OFFICE365', true],
      ['MESSENGER', false],
      ['WHATSAPP', false],
    ]);
  });

  it('reads the lowercased route segment', () => {
    expect(channelTypeFromRoute('whatsapp')).toBe('WHATSAPP');
    expect(channelTypeFromRoute('google_reviews')).toBe('GOOGLE_REVIEWS');
    expect(channelTypeFromRoute('fax')).toBeNull();
  });
});

describe('WhatsApp statuses (spec 4)', () => {
  it('shows live and done positive, a draft and an onboarding pending (not an error), the others negative', () => {
    expect(channelStatusTone('LIVE')).toBe('positive');
    expect(channelStatusTone('DONE_OBO_WABAS_ONLY')).toBe('positive');
    expect(channelStatusTone('DRAFT')).toBe('pending');
    expect(channelStatusTone('PENDING_OBO_WABAS_ONLY')).toBe('pending');
    for (const status of ['PENDING_DELETION', 'UNREGISTERED'] as const)
      expect(channelStatusTone(status)).toBe('negative');
  });

  it('offers reconnect for an unregistered WhatsApp number only', () => {
    expect(canReconnectChannel({ channelType: 'WHATSAPP', status: 'UNREGISTERED' })).toBe(true);
    expect(canReconnectChannel({ channelType: 'WHATSAPP', status: 'LIVE' })).toBe(false);
    expect(canReconnectChannel({ channelType: 'EMAIL', status: 'UNREGISTERED' })).toBe(false);
  });
});

describe('groupChannelsByTeam', () => {
  it('groups by team in the teams’ order and puts channels without a known team last', () => {
    const teams = [
      { id: 't1', name: 'Sales' },
      { id: 't2', name: 'Service' },
      { id: 't3', name: 'Empty' },
    ];
    const channels = [
      { id: 'a', teamId: 't2' },
      { id: 'b', teamId: null },
      { id: 'c', teamId: 't1' },
      { id: 'd', teamId: 'gone' },
      { id: 'e', teamId: 't2' },
    ];
    expect(
      groupChannelsByTeam(channels, teams).map((g) => [g.team?.id ?? null, g.channels.map((c) => c.id)]),
    ).toEqual([
      ['t1', ['c']],
      ['t2', ['a', 'e']],
      [null, ['b', 'd']],
    ]);
  });
});

describe('SMTP channel form', () => {
  const valid = {
    value: ' Support@Demo.test ',
    host: 'Mail.Demo.test',
    port: '587',
    secure: false,
    host_transport: '',
    port_transport: '',
    secure_transport: false,
    imap_host: '',
    imap_port: '',
    imap_secure: true,
    name: 'support',
    password: 'secret',
    teamId: '',
  };

  it('normalises a valid form', () => {
    const parsed = parseForm(smtpChannelFormSchema, valid);
    expect(parsed).toEqual({
      success: true,
      output: {
        ...valid,
        value: 'support@demo.test',
        host: 'mail.demo.test',
        port: 587,
        host_transport: null,
        port_transport: null,
        imap_host: null,
        imap_port: null,
        teamId: null,
      },
    });
  });

  it('takes an IMAP server for incoming mail, lowercased, its port as a number', () => {
    const parsed = parseForm(smtpChannelFormSchema, {
      ...valid,
      imap_host: ' IMAP.Demo.test ',
      imap_port: '993',
    });
    expect(parsed.success && parsed.output).toMatchObject({ imap_host: 'imap.demo.test', imap_port: 993 });
  });

  it.each([
    ['host', 'mail..demo', 'CHANNELS.INVALID_HOST'],
    ['host', '-mail.demo', 'CHANNELS.INVALID_HOST'],
    ['host', 'mail demo', 'CHANNELS.INVALID_HOST'],
    ['port', '0', 'CHANNELS.INVALID_PORT'],
    ['port', '70000', 'CHANNELS.INVALID_PORT'],
    ['port', '25a', 'CHANNELS.INVALID_PORT'],
    ['port_transport', '99999', 'CHANNELS.INVALID_PORT'],
    ['host_transport', 'a_b', 'CHANNELS.INVALID_HOST'],
    ['imap_host', 'imap..demo', 'CHANNELS.INVALID_HOST'],
    ['imap_port', '0', 'CHANNELS.INVALID_PORT'],
    ['value', 'nope', 'FORM_ERRORS.INVALID_EMAIL'],
    ['password', '', 'FORM_ERRORS.REQUIRED'],
    ['name', '  ', 'FORM_ERRORS.REQUIRED'],
  ])('reports %s = %j with %s', (field, input, key) => {
    const parsed = parseForm(smtpChannelFormSchema, { ...valid, [field]: input });
    expect(parsed.success ? null : parsed.errors).toEqual({ [field]: key });
  });

  it.each([
    ['host', `${' '.repeat(2000)}mail.demo.test`, 'CHANNELS.INVALID_HOST'],
    ['host_transport', `${' '.repeat(2000)}mail.demo.test`, 'CHANNELS.INVALID_HOST'],
    ['port', `${' '.repeat(20)}587`, 'CHANNELS.INVALID_PORT'],
    ['port_transport', `${' '.repeat(20)}587`, 'CHANNELS.INVALID_PORT'],
  ])('refuses %s padded past four times its limit before trimming it', (field, input, key) => {
    const parsed = parseForm(smtpChannelFormSchema, { ...valid, [field]: input });
    expect(parsed.success ? null : parsed.errors).toEqual({ [field]: key });
  });

  it('checks host names in linear time', () => {
    expect(isHostname('a'.repeat(63))).toBe(true);
    expect(isHostname('a'.repeat(64))).toBe(false);
    // Host names are at most 253 characters: anything longer is refused before it is read.
    expect(isHostname(`${'a.'.repeat(127)}a`)).toBe(false);
    const growth = growthOf((length) => isHostname(`${'a-'.repeat(length)}!`), { length: 12 });
    expect(growth.linear, describeGrowth(growth)).toBe(true);
  });
});

describe('WhatsApp channel form', () => {
  const valid = {
    value: '+49 30 1234567',
    client_id: '1090000001',
    businessAccountId: '2090000001',
    accessToken: 'EAAG-token',
    verifyToken: 'parley-verify-1',
    teamId: '',
  };

  it('takes the Cloud API details', () => {
    const parsed = parseForm(whatsappChannelFormSchema, valid);
    expect(parsed.success ? parsed.output.businessAccountId : parsed.errors).toBe('2090000001');
  });

  it('requires a phone number and the access token', () => {
    const parsed = parseForm(whatsappChannelFormSchema, { ...valid, value: 'call me', accessToken: '' });
    expect(parsed.success ? null : parsed.errors).toEqual({
      value: 'FORM_ERRORS.INVALID_PHONE_NUMBER',
      accessToken: 'FORM_ERRORS.REQUIRED',
    });
  });

  it("takes Meta's ids as digits only and a verify token of 8 to 100 characters without spaces", () => {
    const parsed = parseForm(whatsappChannelFormSchema, {
      ...valid,
      client_id: '12/../me',
      businessAccountId: '',
      verifyToken: 'short',
    });
    expect(parsed.success ? null : parsed.errors).toEqual({
      client_id: 'CHANNELS.INVALID_META_ID',
      businessAccountId: 'FORM_ERRORS.REQUIRED',
      verifyToken: 'CHANNELS.INVALID_VERIFY_TOKEN',
    });
    expect(isVerifyToken('with a space')).toBe(false);
    expect(isVerifyToken('x'.repeat(101))).toBe(false);
    expect(isVerifyToken('x'.repeat(100))).toBe(true);
  });
});

describe('appointment widget', () => {
  it('validates its settings', () => {
    const parsed = parseForm(appointmentWidgetSettingsSchema, {
      enabled: true,
      teamId: null,
      title: '  ',
      buttonLabel: 'Book',
      position: 'left',
      color: 'red',
    });
    expect(parsed.success ? null : parsed.errors).toEqual({
      title: 'FORM_ERRORS.REQUIRED',
      color: 'CHANNELS.WIDGET_INVALID_COLOR',
    });
  });

  it('escapes the snippet’s attributes', () => {
    const snippet = appointmentWidgetSnippet({ origin: 'https://app.test', key: 'k"<' });
    expect(snippet).toContain('src="https://app.test/api/widget/appointments-v1.js"');
    expect(snippet).toContain('data-parley-appointments="k&quot;&lt;"');
  });
});

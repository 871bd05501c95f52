import { describe, expect, it } from 'vitest';
import { smtpTransportOptions } from '../src/channels/smtp.ts';
import { resolveSmtpHost, smtpAddressAllowed } from '../src/channels/smtpAddress.ts';

/*
 * The SMTP check connects from this server to a host an admin types (issue 29, finding 1): it must not
 * become a way to reach the server's own network. Loopback only where a development setting allows it.
 */
describe('smtpAddressAllowed', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
  ])('refuses %s', (address) => {
    expect(smtpAddressAllowed(address, { allowLoopback: false })).toBe(false);
  });

  it.each(['93.184.215.14', '172.32.0.1', '2a00:1450:4001:82b::201a', '::ffff:93.184.215.14'])(
    'allows the public address %s',
    (address) => {
      expect(smtpAddressAllowed(address, { allowLoopback: false })).toBe(true);
    },
  );

  it('allows loopback, and only loopback, when development allows it', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(smtpAddressAllowed(address, { allowLoopback: true })).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', 'fe80::1'])
      expect(smtpAddressAllowed(address, { allowLoopback: true })).toBe(false);
  });
});

describe('resolveSmtpHost', () => {
  const lookupTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers the first address of a public name, to connect to it without a second lookup', async () => {
    await expect(
      resolveSmtpHost('mail.example.com', { allowLoopback: false, lookup: lookupTo('93.184.215.14') }),
    ).resolves.toEqual({ ok: true, address: '93.184.215.14' });
  });

  it('refuses a name when any of its addresses is internal (a rebinding name lists both)', async () => {
    await expect(
      resolveSmtpHost('rebind.example', {
        allowLoopback: false,
        lookup: lookupTo('93.184.215.14', '169.254.169.254'),
      }),
    ).resolves.toEqual({ ok: false, reason: 'refused' });
  });

  it('refuses an internal literal without a lookup, and says when a name does not resolve', async () => {
    const never = async () => {
      throw new Error('no lookup for a literal');
    };
    await expect(resolveSmtpHost('[::1]', { allowLoopback: false, lookup: never })).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await expect(resolveSmtpHost('10.0.0.1', { allowLoopback: false, lookup: never })).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    const missing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(
      resolveSmtpHost('nowhere.invalid', { allowLoopback: false, lookup: missing }),
    ).resolves.toEqual({ ok: false, reason: 'unreachable' });
  });

  it('resolves localhost for real and allows it only with the development setting', async () => {
    await expect(resolveSmtpHost('localhost', { allowLoopback: false })).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    const allowed = await resolveSmtpHost('localhost', { allowLoopback: true });
    expect(allowed.ok).toBe(true);
  });
});

describe('smtpTransportOptions', () => {
  const endpoint = { host: 'mail.example.com', port: 587, secure: false, user: 'u', password: 'p' };

  it('requires STARTTLS without implicit TLS, and checks the certificate against the name', () => {
    expect(smtpTransportOptions(endpoint, '93.184.215.14', 1000)).toMatchObject({
      host: '93.184.215.14',
      requireTLS: true,
      tls: { servername: 'mail.example.com' },
    });
    expect(
      smtpTransportOptions({ ...endpoint, secure: true, port: 465 }, '93.184.215.14', 1000),
    ).toMatchObject({
      secure: true,
      requireTLS: false,
    });
  });

  it('lets only a mail server on this machine speak plain SMTP', () => {
    expect(smtpTransportOptions({ ...endpoint, host: '127.0.0.1' }, '127.0.0.1', 1000).requireTLS).toBe(
      false,
    );
    expect(smtpTransportOptions(endpoint, '::ffff:127.0.0.1', 1000).requireTLS).toBe(false);
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../scripts/lib/tls.mjs';
import {
  HTTP_REQUEST_URL_MAX_LENGTH,
  type HttpRequestPolicy,
  isPrivateAddress,
  performHttpRequest,
} from '../src/automation/httpRequest.ts';

/*
 * A bot's http-request node calls a URL an admin typed, from this server: it must not become a way
 * into the server's own network (SSRF). These tests need no database: a local server on 127.0.0.1,
 * trusted explicitly, plays the allow-listed host, and a fake lookup answers its name.
 */

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '::1',
    '::',
    '[::1]',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:c0a8:101',
    '::127.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::10.1.2.3',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::1',
    '2001:db8::1',
    '2001::1',
    '3fff::1',
    '100::1',
    // not an address at all: fails closed
    'localhost',
    'example.com',
    '',
    '1.2.3.04',
    '127.1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '223.255.255.255',
    '2a00:1450:4001:82b::201a',
    '2606:4700:4700::1111',
    '[2606:4700:4700::1111]',
    '::ffff:93.184.215.14',
    '::ffff:5db8:d70e',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let port: number;
let handler: Handler;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  lookups.length = 0;
  connections = 0;
  handler = (_req, res) => res.end('ok');
});

const lookups: string[] = [];
const fakeDns: Record<string, string[]> = {
  'hooks.example.test': ['127.0.0.1'],
  'loopback.example.test': ['127.0.0.1'],
  'internal.example.test': ['10.0.0.5'],
  'v6.example.test': ['::1'],
  'mapped.example.test': ['::ffff:127.0.0.1'],
  'mixed.example.test': ['93.184.215.14', '10.0.0.5'],
  'public.example.test': ['93.184.215.14'],
};
const fakeLookup: NonNullable<HttpRequestPolicy['lookup']> = async (host) => {
  lookups.push(host);
  const addresses = fakeDns[host];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

/** The local server as 'hooks.example.test', trusted although it is on 127.0.0.1. */
const policy = (overrides: Partial<HttpRequestPolicy> = {}): HttpRequestPolicy => ({
  allowedHosts: ['hooks.example.test', '*.example.test'],
  timeoutMs: 5_000,
  maxResponseBytes: 64 * 1024,
  maxRequestBytes: 16 * 1024,
  trustedAddresses: ['127.0.0.1'],
  lookup: fakeLookup,
  ...overrides,
});
const hook = (path = '/hook') => `http://hooks.example.test:${port}${path}`;

describe('performHttpRequest: what it refuses before connecting', () => {
  it.each([
    ['', 'empty'],
    ['not a url', 'no URL'],
    ['hooks.example.test/hook', 'no scheme'],
    ['ftp://hooks.example.test/file', 'ftp'],
    ['file:///etc/passwd', 'file'],
    ['javascript:alert(1)', 'javascript'],
    ['data:text/plain,hi', 'data'],
    ['ws://hooks.example.test/', 'websocket'],
    ['https://user:secret@hooks.example.test/', 'credentials'],
    ['https://user@hooks.example.test/', 'a user name'],
    ['https://:secret@hooks.example.test/', 'a password'],
    ['http://', 'no host'],
    ['http://hooks.example.test../', 'two trailing dots'],
    [`https://hooks.example.test/${'a'.repeat(HTTP_REQUEST_URL_MAX_LENGTH)}`, 'too long'],
  ])('BAD_URL for %j (%s)', async (url) => {
    await expect(performHttpRequest(policy(), { method: 'GET', url })).resolves.toEqual({
      ok: false,
      reason: 'BAD_URL',
    });
    expect(lookups).toEqual([]);
  });

  it('BAD_URL for a method other than GET and POST', async () => {
    const input = { method: 'DELETE', url: hook() } as unknown as Parameters<typeof performHttpRequest>[1];
    await expect(performHttpRequest(policy(), input)).resolves.toMatchObject({ reason: 'BAD_URL' });
  });

  it.each<[string, readonly string[]]>([
    ['https://hooks.example.test/', []],
    ['https://evil.example.com/', ['hooks.example.test']],
    ['https://example.com/', ['*.example.com']],
    ['https://badexample.com/', ['*.example.com']],
    ['https://example.com.evil.test/', ['*.example.com']],
    ['https://hooks.example.test.evil.test/', ['hooks.example.test']],
    ['https://sub.hooks.example.test/', ['hooks.example.test']],
    ['http://93.184.215.14/', ['hooks.example.test', '*.example.test']],
    ['http://93.184.215.14/', ['*.184.215.14']],
    ['http://[2606:4700:4700::1111]/', ['*.example.test']],
    ['https://hooks.example.test/', ['*.']],
    ['https://hooks.example.test/', ['*']],
  ])('HOST_NOT_ALLOWED for %s under %j', async (url, allowedHosts) => {
    await expect(performHttpRequest(policy({ allowedHosts }), { method: 'GET', url })).resolves.toEqual({
      ok: false,
      reason: 'HOST_NOT_ALLOWED',
    });
    expect(lookups).toEqual([]);
  });

  it.each([
    'loopback.example.test',
    'internal.example.test',
    'v6.example.test',
    'mapped.example.test',
    'mixed.example.test',
  ])('PRIVATE_ADDRESS for %s, and no connection', async (host) => {
    const outcome = await performHttpRequest(policy({ trustedAddresses: [] }), {
      method: 'GET',
      url: `http://${host}:${port}/`,
    });
    expect(outcome).toEqual({ ok: false, reason: 'PRIVATE_ADDRESS' });
    expect(lookups).toEqual([host]);
    expect(connections).toBe(0);
    expect(seen).toEqual([]);
  });

  it('PRIVATE_ADDRESS when a trusted address comes with an untrusted private one', async () => {
    fakeDns['half.example.test'] = ['127.0.0.1', '10.0.0.5'];
    await expect(
      performHttpRequest(policy(), { method: 'GET', url: `http://half.example.test:${port}/` }),
    ).resolves.toEqual({ ok: false, reason: 'PRIVATE_ADDRESS' });
    expect(connections).toBe(0);
  });

  it('PRIVATE_ADDRESS for a private IP literal even when it is allow-listed', async () => {
    for (const [url, allowed] of [
      [`http://127.0.0.1:${port}/`, '127.0.0.1'],
      [`http://[::1]:${port}/`, '::1'],
      [`http://[::ffff:127.0.0.1]:${port}/`, '::ffff:127.0.0.1'],
      [`http://2130706433:${port}/`, '127.0.0.1'],
      [`http://0x7f.1:${port}/`, '127.0.0.1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ] as const) {
      await expect(
        performHttpRequest(policy({ allowedHosts: [allowed], trustedAddresses: [] }), { method: 'GET', url }),
      ).resolves.toEqual({ ok: false, reason: 'PRIVATE_ADDRESS' });
    }
    expect(connections).toBe(0);
    expect(lookups).toEqual([]);
  });

  it('NETWORK when the name does not resolve', async () => {
    await expect(
      performHttpRequest(policy(), { method: 'GET', url: 'https://nowhere.example.test/' }),
    ).resolves.toEqual({ ok: false, reason: 'NETWORK' });
    await expect(
      performHttpRequest(policy({ lookup: async () => [] }), { method: 'GET', url: hook() }),
    ).resolves.toEqual({ ok: false, reason: 'NETWORK' });
  });

  it('TOO_LARGE for a request body or headers past their limits, before connecting', async () => {
    await expect(
      performHttpRequest(policy({ maxRequestBytes: 10 }), {
        method: 'POST',
        url: hook(),
        body: 'ä'.repeat(6),
      }),
    ).resolves.toEqual({ ok: false, reason: 'TOO_LARGE' });
    await expect(
      performHttpRequest(policy(), { method: 'GET', url: hook(), headers: { 'x-big': 'a'.repeat(10_000) } }),
    ).resolves.toEqual({ ok: false, reason: 'TOO_LARGE' });
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`x-h${i}`, 'v']));
    await expect(
      performHttpRequest(policy(), { method: 'GET', url: hook(), headers: many }),
    ).resolves.toEqual({
      ok: false,
      reason: 'TOO_LARGE',
    });
    expect(connections).toBe(0);
  });
});

describe('performHttpRequest against a local server', () => {
  it('GETs, connecting to the checked address under the host name', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"answer":42}');
    };
    await expect(
      performHttpRequest(policy(), { method: 'GET', url: hook('/hook?x=1&y=2') }),
    ).resolves.toEqual({
      ok: true,
      status: 200,
      body: '{"answer":42}',
      contentType: 'application/json',
    });
    // The name was looked up once, by the fake lookup: the connection took the address it answered.
    expect(lookups).toEqual(['hooks.example.test']);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/hook?x=1&y=2', body: '' });
    expect(seen[0]?.headers.host).toBe(`hooks.example.test:${port}`);
    expect(seen[0]?.headers['user-agent']).toBe('Parley-Bot/1.0');
  });

  it('POSTs the body with its content type, and normalizes the host name', async () => {
    handler = (_req, res, body) => {
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`got ${body}`);
    };
    const outcome = await performHttpRequest(policy(), {
      method: 'POST',
      url: `http://HOOKS.Example.TEST.:${port}/hook`,
      body: '{"name":"Jürgen"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(outcome).toEqual({
      ok: true,
      status: 200,
      body: 'got {"name":"Jürgen"}',
      contentType: 'text/plain; charset=utf-8',
    });
    expect(lookups).toEqual(['hooks.example.test']);
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"name":"Jürgen"}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"Jürgen"}')));
    expect(seen[0]?.headers.host).toBe(`hooks.example.test:${port}`);
  });

  it('reaches a subdomain through a wildcard, and a trusted IP literal that is allow-listed', async () => {
    fakeDns['a.b.example.test'] = ['127.0.0.1'];
    await expect(
      performHttpRequest(policy({ allowedHosts: ['*.example.test'] }), {
        method: 'GET',
        url: `http://a.b.example.test:${port}/`,
      }),
    ).resolves.toMatchObject({ ok: true, status: 200 });
    await expect(
      performHttpRequest(policy({ allowedHosts: ['127.0.0.1'] }), {
        method: 'GET',
        url: `http://127.0.0.1:${port}/`,
      }),
    ).resolves.toMatchObject({ ok: true, status: 200 });
    expect(seen.map((request) => request.headers.host)).toEqual([
      `a.b.example.test:${port}`,
      `127.0.0.1:${port}`,
    ]);
  });

  it('sends only the safe headers, and its own user agent', async () => {
    await performHttpRequest(policy(), {
      method: 'GET',
      url: hook(),
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer abc',
        'X-Custom-Id': '7',
        'User-Agent': 'curl/8',
        Host: 'internal.service',
        Cookie: 'session=1',
        'X-Forwarded-For': '10.0.0.1',
        'X-Real-IP': '10.0.0.1',
        'X-HTTP-Method-Override': 'DELETE',
        'Transfer-Encoding': 'chunked',
        'X-Injected': 'a\r\nX-Evil: 1',
      },
    });
    const headers = seen[0]?.headers ?? {};
    expect(headers.accept).toBe('application/json');
    expect(headers.authorization).toBe('Bearer abc');
    expect(headers['x-custom-id']).toBe('7');
    expect(headers['user-agent']).toBe('Parley-Bot/1.0');
    expect(headers.host).toBe(`hooks.example.test:${port}`);
    for (const name of [
      'cookie',
      'x-forwarded-for',
      'x-real-ip',
      'x-http-method-override',
      'transfer-encoding',
      'x-injected',
      'x-evil',
    ])
      expect(headers[name], name).toBeUndefined();
  });

  it('looks the name up once: a second answer (DNS rebinding) cannot move the connection', async () => {
    let calls = 0;
    const rebinding: HttpRequestPolicy['lookup'] = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.5', family: 4 }];
    };
    await expect(
      performHttpRequest(policy({ lookup: rebinding }), { method: 'GET', url: hook() }),
    ).resolves.toMatchObject({ ok: true, status: 200 });
    expect(calls).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('returns a redirect as it is, without following it', async () => {
    handler = (_req, res) => {
      res.writeHead(302, { location: `http://hooks.example.test:${port}/elsewhere` });
      res.end();
    };
    await expect(performHttpRequest(policy(), { method: 'GET', url: hook() })).resolves.toEqual({
      ok: true,
      status: 302,
      body: '',
      contentType: null,
    });
    expect(seen.map((request) => request.url)).toEqual(['/hook']);
  });

  it('HTTP_ERROR with the status of a 4xx or 5xx', async () => {
    handler = (_req, res) => {
      res.writeHead(500);
      res.end('boom');
    };
    await expect(performHttpRequest(policy(), { method: 'POST', url: hook(), body: '{}' })).resolves.toEqual({
      ok: false,
      reason: 'HTTP_ERROR',
      status: 500,
    });
    handler = (_req, res) => {
      res.writeHead(404);
      res.end();
    };
    await expect(performHttpRequest(policy(), { method: 'GET', url: hook() })).resolves.toEqual({
      ok: false,
      reason: 'HTTP_ERROR',
      status: 404,
    });
  });

  it('TOO_LARGE for an answer past maxResponseBytes, declared or streamed', async () => {
    handler = (_req, res) => res.end('x'.repeat(10_000));
    await expect(
      performHttpRequest(policy({ maxResponseBytes: 1_000 }), { method: 'GET', url: hook() }),
    ).resolves.toEqual({ ok: false, reason: 'TOO_LARGE' });
    handler = (_req, res) => {
      // Chunked, without a length: cut off while it streams.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const write = (left: number) => {
        if (left === 0 || res.destroyed) return res.end();
        res.write('y'.repeat(1_000), () => write(left - 1));
      };
      write(100);
    };
    await expect(
      performHttpRequest(policy({ maxResponseBytes: 5_000 }), { method: 'GET', url: hook() }),
    ).resolves.toEqual({ ok: false, reason: 'TOO_LARGE' });
    // Exactly at the limit is fine.
    handler = (_req, res) => res.end('z'.repeat(1_000));
    await expect(
      performHttpRequest(policy({ maxResponseBytes: 1_000 }), { method: 'GET', url: hook() }),
    ).resolves.toMatchObject({ ok: true, body: 'z'.repeat(1_000) });
  });

  it('TIMEOUT for a server that does not answer, or stops in the middle of its body', async () => {
    handler = () => {
      // never answers
    };
    await expect(
      performHttpRequest(policy({ timeoutMs: 200 }), { method: 'GET', url: hook() }),
    ).resolves.toEqual({
      ok: false,
      reason: 'TIMEOUT',
    });
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part, and then nothing');
    };
    await expect(
      performHttpRequest(policy({ timeoutMs: 200 }), { method: 'GET', url: hook() }),
    ).resolves.toEqual({
      ok: false,
      reason: 'TIMEOUT',
    });
  });

  it('TIMEOUT for a lookup that does not answer', async () => {
    const hanging: HttpRequestPolicy['lookup'] = () => new Promise(() => undefined);
    await expect(
      performHttpRequest(policy({ timeoutMs: 200, lookup: hanging }), { method: 'GET', url: hook() }),
    ).resolves.toEqual({ ok: false, reason: 'TIMEOUT' });
  });

  it('NETWORK for a server that closes the connection', async () => {
    handler = (req) => req.socket.destroy();
    await expect(performHttpRequest(policy(), { method: 'GET', url: hook() })).resolves.toEqual({
      ok: false,
      reason: 'NETWORK',
    });
  });
});

describe('performHttpRequest over https', () => {
  let tls: TlsServer;
  let tlsPort: number;
  const servernames: string[] = [];

  beforeAll(async () => {
    const { certFile, keyFile } = selfSignedCertificate(mkdtempSync(join(tmpdir(), 'parley-http-node-')));
    tls = createTlsServer(
      {
        cert: readFileSync(certFile),
        key: readFileSync(keyFile),
        SNICallback: (servername, callback) => {
          servernames.push(servername);
          callback(null);
        },
      },
      (_req, res) => res.end('secret'),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    tlsPort = (tls.address() as AddressInfo).port;
  });
  afterAll(async () => {
    tls.closeAllConnections();
    await new Promise((resolve) => tls.close(resolve));
  });

  it('sends the host name as the TLS server name and verifies the certificate', async () => {
    // The certificate is self-signed for 127.0.0.1: no trusted authority vouches for it.
    await expect(
      performHttpRequest(policy(), { method: 'GET', url: `https://hooks.example.test:${tlsPort}/` }),
    ).resolves.toEqual({ ok: false, reason: 'NETWORK' });
    expect(servernames).toEqual(['hooks.example.test']);
  });
});

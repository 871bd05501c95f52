import { mkdtempSync, readFileSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { request as http1Request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Socket, connect as socketConnect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../scripts/lib/tls.mjs';
import { loadConfig } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { createTestApp, type TestApp, token } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'parley-tls-'));
let certFile: string;
let keyFile: string;
let t: TestApp;
let running: RunningServer;

beforeAll(async () => {
  // A throwaway self-signed certificate for 127.0.0.1, as the Lighthouse run makes one.
  ({ certFile, keyFile } = selfSignedCertificate(dir));
  t = await createTestApp();
  running = await startServer({
    db: t.database.db,
    auth: t.auth,
    config: { ...t.config, port: 0, tls: { cert: readFileSync(certFile), key: readFileSync(keyFile) } },
  });
});
afterAll(async () => {
  await running?.close();
  await t?.close();
});

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('are read together, and one without the other is a configuration error', () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(loadConfig({ ...env }).tls).toBeUndefined();
    const config = loadConfig({ ...env, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(config.tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: certFile })).toThrow(/set both or neither/);
    const missing = join(dir, 'missing.pem');
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: missing, TLS_KEY_FILE: keyFile })).toThrow(
      /TLS_CERT_FILE: cannot read/,
    );
  });
});

describe('the server with a certificate', () => {
  it('says https in its URL', () => {
    expect(running.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers browsers over HTTP/2: several requests on one connection', async () => {
    const session = http2Connect(running.url, { ca: readFileSync(certFile) });
    try {
      const get = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const stream = session.request({ ':path': path });
          let status = 0;
          let body = '';
          stream.on('response', (headers) => {
            status = Number(headers[':status']);
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            body += chunk;
          });
          stream.on('end', () => resolve({ status, body }));
          stream.on('error', reject);
        });
      const answers = await Promise.all([get('/healthz'), get('/healthz'), get('/healthz')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http1Request(`${running.url}/healthz`, { ca: readFileSync(certFile) }, (res) => {
        res.resume();
        // Node's https client offers no HTTP/2: this is the HTTP/1.1 beside it.
        expect(res.httpVersion).toBe('1.1');
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });

  it('carries the real-time socket (WebSocket over HTTP/1.1)', async () => {
    const socket: Socket = socketConnect(`${running.url}/opportunities`, {
      auth: { token: token('admin@parley.test') },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ca: readFileSync(certFile).toString(),
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('closes while a browser keeps its HTTP/2 connection open', async () => {
    const other = await startServer({
      db: t.database.db,
      auth: t.auth,
      config: { ...t.config, port: 0, tls: { cert: readFileSync(certFile), key: readFileSync(keyFile) } },
    });
    const session = http2Connect(other.url, { ca: readFileSync(certFile) });
    await new Promise<void>((resolve, reject) => {
      const stream = session.request({ ':path': '/healthz' });
      stream.on('response', () => resolve());
      stream.on('error', reject);
      stream.resume();
    });
    const ended = new Promise((resolve) => session.once('close', resolve));
    await other.close();
    // The server ended the connection: the client sees it close (a server that kept it would time out).
    await ended;
    expect(session.closed).toBe(true);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorybookRoutes } from '../src/web/storybook.ts';

const dir = mkdtempSync(join(tmpdir(), 'parley-storybook-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Storybook</title>');
writeFileSync(join(dir, 'assets', 'manager.js'), 'console.log(1)');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static Storybook under /storybook', () => {
  const dev = createStorybookRoutes({ environment: 'development' }, dir);

  it('serves the built Storybook in development, with its trailing slash', async () => {
    const bare = await dev.request('/storybook');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/storybook/');
    const index = await dev.request('/storybook/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('<title>Storybook</title>');
    const asset = await dev.request('/storybook/assets/manager.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
  });

  it('runs its pages in a sandbox of their own, away from the app’s storage and session (issue 29)', async () => {
    writeFileSync(join(dir, 'iframe.html'), '<!doctype html><title>Preview</title>');
    const index = await dev.request('/storybook/');
    const policy = index.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^sandbox allow-scripts /);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("connect-src 'self'");
    const preview = await dev.request('/storybook/iframe.html');
    expect(preview.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts /);
    // Its own files stay readable from that opaque origin.
    const asset = await dev.request('/storybook/assets/manager.js');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('never leaves the Storybook folder', async () => {
    expect((await dev.request('/storybook/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await dev.request('/storybook/missing.js')).status).toBe(404);
  });

  it('says how to build it when it is missing', async () => {
    const empty = createStorybookRoutes({ environment: 'development' }, join(dir, 'nothing'));
    const res = await empty.request('/storybook/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('build-storybook');
  });

  it('is not served in production', async () => {
    const prod = createStorybookRoutes({ environment: 'production' }, dir);
    expect((await prod.request('/storybook/')).status).toBe(404);
  });
});

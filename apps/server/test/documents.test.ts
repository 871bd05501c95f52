import type { BrandDocumentFolderView, DocumentsAck } from '@parley/api/socket';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { brands, users } from '../src/db/schema.ts';
import { ADMIN, OTHER, openSocket, rest, token, USER, useTestServer } from './helpers.ts';

const server = useTestServer();

const folderId = (n: number) => `00000000-0000-4000-8000-0000000df${String(n).padStart(3, '0')}`;

const open = (auth: Record<string, string>) =>
  openSocket(server.running.url, { auth, namespace: '/documents' }, server.sockets);

const getFolder = (socket: Socket, request: unknown) =>
  socket.timeout(5000).emitWithAck('get-folder', request) as Promise<DocumentsAck<BrandDocumentFolderView>>;

describe('brand documents over the /documents socket', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open({})).rejects.toThrow('INVALID_ACCESS_TOKEN');
    await expect(open({ token: 'not-a-token' })).rejects.toThrow('INVALID_ACCESS_TOKEN');
  });

  it('lists the brand’s top level, then a folder with breadcrumbs, sub-folders and files', async () => {
    const socket = await open({ token: token(USER) });
    const top = await getFolder(socket, { folderId: null });
    expect(top.ok).toBe(true);
    if (!top.ok) return;
    expect(top.data.folder).toBeNull();
    expect(top.data.breadcrumbs).toEqual([]);
    expect(top.data.folders.map((f) => f.name)).toEqual(['Guides', 'Marketing', 'Price lists']);
    expect(top.data.folders.some((f) => f.name.startsWith('Nordlicht'))).toBe(false);

    const marketing = await getFolder(socket, { folderId: folderId(1) });
    if (!marketing.ok) throw new Error('no marketing');
    expect(marketing.data.folders.map((f) => f.name)).toEqual(['Campaigns 2026', 'Logos']);
    expect(marketing.data.files.map((f) => f.name)).toEqual(['Brand guidelines.pdf']);

    const logos = await getFolder(socket, { folderId: folderId(2) });
    if (!logos.ok) throw new Error('no logos');
    expect(logos.data.breadcrumbs.map((f) => f.name)).toEqual(['Marketing', 'Logos']);
    expect(logos.data.folder).toEqual({ _id: folderId(2), name: 'Logos', parent: folderId(1) });
    expect(logos.data.files).toEqual([
      expect.objectContaining({ name: 'Logo dark.svg', mimeType: 'image/svg+xml' }),
      expect.objectContaining({ name: 'Logo teal.svg', size: expect.any(Number) }),
    ]);
  });

  it('answers bad requests and unknown folders without a crash', async () => {
    const socket = await open({ token: token(ADMIN) });
    expect(await getFolder(socket, { folderId: 'x'.repeat(10_000) })).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
    expect(await getFolder(socket, 'nonsense')).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect(await getFolder(socket, { folderId: 'no-such-folder' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', messageKey: 'FORM_ERRORS.GENERAL' },
    });
  });

  it('a company of another brand gets nothing of this brand: not its folders, not its files', async () => {
    const socket = await open({ token: token(OTHER) });
    // Nordlicht has brand documents off: refused outright.
    expect(await getFolder(socket, { folderId: null })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    await server.t.database.db
      .update(brands)
      .set({ featureBrandDocuments: true })
      .where(eq(brands.id, demoIds.brandNordlicht));
    try {
      const own = await getFolder(socket, { folderId: null });
      if (!own.ok) throw new Error('no own folders');
      expect(own.data.folders.map((f) => f.name)).toEqual(['Nordlicht Handbuch']);
      expect(await getFolder(socket, { folderId: folderId(1) })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      const file = await rest(server.t.app, 'GET', `/api/brand-documents/files/${folderId(101)}`, {
        token: token(OTHER),
      });
      expect(file.status).toBe(404);
      // And the other way round.
      const demo = await open({ token: token(ADMIN) });
      expect(await getFolder(demo, { folderId: folderId(11) })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      const theirs = await rest(server.t.app, 'GET', `/api/brand-documents/files/${folderId(111)}`, {
        token: token(ADMIN),
      });
      expect(theirs.status).toBe(404);
    } finally {
      await server.t.database.db
        .update(brands)
        .set({ featureBrandDocuments: false })
        .where(eq(brands.id, demoIds.brandNordlicht));
    }
  });
});

describe('a session that ends', () => {
  it('a user deactivated after connecting gets nothing more and is disconnected', async () => {
    const socket = await open({ token: token(USER) });
    expect((await getFolder(socket, { folderId: null })).ok).toBe(true);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await server.t.database.db.update(users).set({ active: false }).where(eq(users.id, demoIds.userUser));
    try {
      expect(await getFolder(socket, { folderId: null })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(await gone).toBe('io server disconnect');
    } finally {
      await server.t.database.db.update(users).set({ active: true }).where(eq(users.id, demoIds.userUser));
    }
  });
});

describe('brand document download over HTTP', () => {
  it('sends the bytes as an attachment with the file name', async () => {
    const res = await server.t.app.request(`/api/brand-documents/files/${folderId(104)}`, {
      headers: { authorization: `Bearer ${token(USER)}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Price list 2026.csv"; filename*=UTF-8''Price%20list%202026.csv`,
    );
    expect(await res.text()).toContain('Business;49');
  });

  it('opens safe types inline on request, never SVG', async () => {
    const pdf = await server.t.app.request(`/api/brand-documents/files/${folderId(101)}?inline=1`, {
      headers: { authorization: `Bearer ${token(USER)}` },
    });
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    const svg = await server.t.app.request(`/api/brand-documents/files/${folderId(102)}?inline=1`, {
      headers: { authorization: `Bearer ${token(USER)}` },
    });
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('needs a session and a known id', async () => {
    expect((await rest(server.t.app, 'GET', `/api/brand-documents/files/${folderId(104)}`)).status).toBe(401);
    expect(
      (await rest(server.t.app, 'GET', '/api/brand-documents/files/unknown', { token: token(USER) })).status,
    ).toBe(404);
  });
});

import { ATTACHMENT_MAX_BYTES } from '@parley/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../../test/testApi.tsx';
import { useUploads } from './useUploads.ts';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const keyOf = (name: string) => name.replace(/\W/g, '_').padEnd(43, 'k');
const uploaded = (name: string) => ({
  displayName: name,
  url: `/api/core-service/attachments/${keyOf(name)}/${name}`,
  size: 1,
  extension: 'pdf',
  mimeType: 'application/pdf',
});

describe('useUploads', () => {
  it('uploads each chosen file, lists it, deletes a removed one, and hands the files over once when the message is sent', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit) => {
      const name = ((init.body as FormData).get('file') as File).name;
      return Response.json(uploaded(name), { status: 201 });
    });
    const { api, wrapper } = createTestApi({ fetch: fetch as typeof globalThis.fetch });
    const send = vi.spyOn(api.rest, 'send');
    const { result } = renderHook(() => useUploads(vi.fn()), { wrapper });

    await act(() => result.current.add([file('a.pdf'), file('b.pdf')]));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.uploading).toBe(false);
    expect(result.current.attachments.map((a) => a.displayName)).toEqual(['a.pdf', 'b.pdf']);

    act(() => result.current.remove(result.current.attachments[0]?.id ?? ''));
    // The removed file is deleted on the server, so it no longer counts against the storage quota.
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('DELETE', `/core-service/attachments/${keyOf('a.pdf')}`),
    );
    expect(send).toHaveBeenCalledTimes(1);
    let files: unknown[] = [];
    act(() => {
      files = result.current.take();
    });
    expect(files).toEqual([uploaded('b.pdf')]);
    expect(result.current.attachments).toEqual([]);
    // What is sent stays on the server.
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("reports the server's reason for a refused file and keeps the files uploaded before it", async () => {
    const answers = [
      Response.json(uploaded('a.pdf'), { status: 201 }),
      Response.json(
        {
          error: {
            code: 'BAD_USER_INPUT',
            message: 'The file is too large',
            messageKey: 'ATTACHMENTS.TOO_LARGE',
          },
        },
        { status: 413 },
      ),
    ];
    const { wrapper } = createTestApi({ fetch: (async () => answers.shift()) as unknown as typeof fetch });
    const onError = vi.fn();
    const { result } = renderHook(() => useUploads(onError), { wrapper });

    await act(() => result.current.add([file('a.pdf'), file('big.pdf')]));
    // The reason, as the server gave it (a RestError, with the key the app translates).
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The file is too large', messageKey: 'ATTACHMENTS.TOO_LARGE' }),
    );
    expect(result.current.uploading).toBe(false);
    expect(result.current.attachments.map((a) => a.displayName)).toEqual(['a.pdf']);
  });

  it('refuses a file over the attachment limit before sending it', async () => {
    const fetch = vi.fn();
    const { wrapper } = createTestApi({ fetch: fetch as unknown as typeof globalThis.fetch });
    const onError = vi.fn();
    const { result } = renderHook(() => useUploads(onError), { wrapper });
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });

    await act(() => result.current.add([big]));
    expect(fetch).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'ATTACHMENTS.TOO_LARGE' }));
    expect(result.current.attachments).toEqual([]);
  });
});

import { type Api, ApiProvider } from '@parley/api';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFileActions } from './useBrandDocuments.ts';

function setup(respond: () => Response) {
  const calls: string[] = [];
  const api = {
    fetch: (async (url: string) => {
      calls.push(url);
      return respond();
    }) as unknown as typeof fetch,
    config: { restBaseUrl: '/api' },
  } as unknown as Api;
  const wrapper = ({ children }: { children?: ReactNode }) => <ApiProvider api={api}>{children}</ApiProvider>;
  return { calls, ...renderHook(() => useFileActions(), { wrapper }) };
}

afterEach(() => vi.restoreAllMocks());

describe('useFileActions', () => {
  it('downloads a file under its name through the session fetch', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { result, calls } = setup(() => new Response('a;b\n', { status: 200 }));
    await act(() => result.current.download({ id: 'f 1', name: 'Price list.csv' }));
    expect(calls).toEqual(['/api/brand-documents/files/f%201']);
    expect(clicked).toEqual(['Price list.csv']);
    expect(result.current.failed).toBeNull();
    expect(result.current.pendingId).toBeNull();
  });

  it('a failed download leaves the general error with the file’s name', async () => {
    const { result } = setup(
      () =>
        new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'File not found' } }), {
          status: 404,
        }),
    );
    await act(() => result.current.download({ id: 'gone', name: 'Welcome.txt' }));
    expect(result.current.failed).toEqual({ name: 'Welcome.txt', errorKey: 'FORM_ERRORS.GENERAL' });
    act(() => result.current.dismiss());
    expect(result.current.failed).toBeNull();
  });

  it('opening asks for an inline copy and closes the new tab when it fails', async () => {
    const tab = { close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { result, calls } = setup(() => new Response('nope', { status: 500 }));
    await act(() => result.current.open({ id: 'x', name: 'Guide.pdf' }));
    expect(calls[0]).toBe('/api/brand-documents/files/x?inline=1');
    expect(tab.close).toHaveBeenCalled();
    expect(result.current.failed?.errorKey).toBe('FORM_ERRORS.GENERAL');
  });
});

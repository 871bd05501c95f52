import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { assistantStatusQueryOptions } from '@parley/api';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../test/testApi.tsx';
import WritingTools from './WritingTools.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderTools(configured: boolean) {
  const get = vi.fn((path: string) => (path === '/assistant/status' ? { configured } : undefined));
  const { api, wrapper: Wrapper } = createTestApi({ get });
  render(
    <I18nProvider i18n={i18n}>
      <Wrapper>
        <WritingTools text="Hallo" onResult={() => {}} onError={() => {}} />
      </Wrapper>
    </I18nProvider>,
  );
  return { api, get };
}

describe('WritingTools', () => {
  it('offers the tools once the server has an assistant', async () => {
    renderTools(true);
    expect(await screen.findByRole('button', { name: 'Writing tools' })).toBeTruthy();
  });

  it('offers nothing without an assistant on the server (every tool would fail)', async () => {
    const { api, get } = renderTools(false);
    // Once the status has come (and rendered), still no button.
    await waitFor(() =>
      expect(api.queryClient.getQueryState(assistantStatusQueryOptions(api).queryKey)?.status).toBe(
        'success',
      ),
    );
    expect(get).toHaveBeenCalledWith('/assistant/status', undefined);
    expect(screen.queryByRole('button', { name: 'Writing tools' })).toBeNull();
  });
});

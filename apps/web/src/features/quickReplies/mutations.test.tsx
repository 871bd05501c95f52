import { inboxKeys, quickReplyKeys, useCreateCompanyQuickReply } from '@parley/api';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../test/testApi.tsx';

describe('useCreateCompanyQuickReply', () => {
  it('makes the composer quick replies and the settings list stale, so the new reply shows at once', async () => {
    const { api, wrapper } = createTestApi({
      answer: (operation) =>
        operation === 'CreateCompanyQuickReply'
          ? {
              data: { createCompanyQuickReply: { id: 'q1', title: 'Hours', body: '9-17', scope: 'COMPANY' } },
            }
          : { data: undefined },
    });
    api.queryClient.setQueryData(inboxKeys.quickReplies(), []);
    api.queryClient.setQueryData(quickReplyKeys.list(), []);
    const { result } = renderHook(() => useCreateCompanyQuickReply(), { wrapper });

    await act(() => result.current.mutateAsync({ title: 'Hours', body: '9-17' }));

    expect(api.queryClient.getQueryState(inboxKeys.quickReplies())?.isInvalidated).toBe(true);
    expect(api.queryClient.getQueryState(quickReplyKeys.list())?.isInvalidated).toBe(true);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './useDraft.ts';

describe('useDraft', () => {
  it('keeps what was typed per conversation across a remount (a reload) until it is cleared', () => {
    const first = renderHook(() => useDraft('o1'));
    act(() => first.result.current.change('Guten Tag'));
    first.unmount();

    expect(renderHook(() => useDraft('o1')).result.current.draft).toBe('Guten Tag');
    expect(renderHook(() => useDraft('o2')).result.current.draft).toBe('');

    const again = renderHook(() => useDraft('o1'));
    act(() => again.result.current.clear());
    expect(again.result.current.draft).toBe('');
    expect(localStorage.getItem('parley.draft.o1')).toBeNull();
  });
});

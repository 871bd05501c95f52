import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserStorage, countUnsent } from './signOutCleanup.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signOutCleanup', () => {
  it('counts drafts with text and every outbox message', () => {
    localStorage.setItem('parley.draft.a', 'Hallo');
    localStorage.setItem('parley.draft.b', '  ');
    localStorage.setItem('parley.draft.c', 'Bis morgen');
    localStorage.setItem('parley.outbox', JSON.stringify([{ clientId: '1' }, { clientId: '2' }]));
    expect(countUnsent()).toEqual({ drafts: 2, messages: 2 });
  });

  it('counts nothing for a broken outbox', () => {
    localStorage.setItem('parley.outbox', '{not json');
    expect(countUnsent()).toEqual({ drafts: 0, messages: 0 });
  });

  it("removes the user's keys from both storages and keeps the device's", () => {
    localStorage.setItem('parley.draft.a', 'Hallo');
    localStorage.setItem('parley.outbox', '[]');
    localStorage.setItem('parley.notified', '["m1"]');
    localStorage.setItem('parley.locale', 'de');
    localStorage.setItem('parley.brandTheme', '{}');
    sessionStorage.setItem('parley.notificationsAsked', '1');
    expect(clearUserStorage()).toBe(4);
    expect(Object.keys(localStorage).sort()).toEqual(['parley.brandTheme', 'parley.locale']);
    expect(sessionStorage.length).toBe(0);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { opportunityPageQuerySchema } from './inputSchemas.ts';
import {
  activeFilterCount,
  inboxListViewOf,
  inboxListViewParams,
  isDefaultListView,
  matchesListView,
  waitingThresholdMs,
} from './listView.ts';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-11-27T12:00:00Z');
const row = {
  channelType: 'WHATSAPP',
  labels: [{ id: 'vip' }],
  unreadCount: 2,
  lastMessageSender: 'CUSTOMER' as const,
  lastCustomerMessageAt: new Date(now - 5 * HOUR).toISOString(),
};

describe('inboxListViewOf', () => {
  it('reads the known values of an address and drops the rest', () => {
    expect(
      inboxListViewOf({ channel: 'EMAIL', label: ' l1 ', unread: '1', waiting: '4h', sort: 'waiting' }),
    ).toEqual({ channel: 'EMAIL', label: 'l1', unread: true, waiting: '4h', sort: 'waiting' });
    expect(
      inboxListViewOf({ channel: 'FAX', label: '', unread: '0', waiting: '2h', sort: 'oldest' }),
    ).toEqual({});
    expect(inboxListViewOf({ unread: true })).toEqual({ unread: true });
    expect(inboxListViewOf({ label: 'x'.repeat(129) })).toEqual({});
  });

  it('gives equal parameters for equal views, without the defaults', () => {
    expect(inboxListViewParams({})).toEqual({});
    expect(inboxListViewParams({ sort: 'newest' })).toEqual({});
    expect(inboxListViewParams({ unread: true, sort: 'waiting', channel: 'MESSENGER' })).toEqual({
      channel: 'MESSENGER',
      unread: 'true',
      sort: 'waiting',
    });
    // What the address carries reads back as the same view.
    const view = { channel: 'GMAIL', label: 'a', unread: true, waiting: '24h', sort: 'waiting' } as const;
    expect(inboxListViewOf(inboxListViewParams(view))).toEqual(view);
  });

  it('counts the filters, not the sort', () => {
    expect(activeFilterCount({ sort: 'waiting' })).toBe(0);
    expect(activeFilterCount({ channel: 'EMAIL', unread: true, waiting: '1h', label: 'x' })).toBe(4);
    expect(isDefaultListView({})).toBe(true);
    expect(isDefaultListView({ sort: 'waiting' })).toBe(false);
    expect(isDefaultListView({ unread: true })).toBe(false);
  });
});

describe('matchesListView', () => {
  it('narrows by channel, label and unread', () => {
    expect(matchesListView(row, {}, now)).toBe(true);
    expect(matchesListView(row, { channel: 'WHATSAPP', label: 'vip', unread: true }, now)).toBe(true);
    expect(matchesListView(row, { channel: 'EMAIL' }, now)).toBe(false);
    expect(matchesListView(row, { label: 'other' }, now)).toBe(false);
    expect(matchesListView({ ...row, unreadCount: 0 }, { unread: true }, now)).toBe(false);
  });

  it('counts waiting only while the customer wrote last, from their last message', () => {
    expect(waitingThresholdMs['4h']).toBe(4 * HOUR);
    expect(matchesListView(row, { waiting: '4h' }, now)).toBe(true);
    expect(matchesListView(row, { waiting: '24h' }, now)).toBe(false);
    // Exactly at the threshold counts as waiting that long.
    const atFour = { ...row, lastCustomerMessageAt: new Date(now - 4 * HOUR).toISOString() };
    expect(matchesListView(atFour, { waiting: '4h' }, now)).toBe(true);
    expect(matchesListView({ ...row, lastMessageSender: 'USER' }, { waiting: '1h' }, now)).toBe(false);
    expect(matchesListView({ ...row, lastCustomerMessageAt: null }, { waiting: '1h' }, now)).toBe(false);
  });
});

describe('the list query', () => {
  it('accepts the view beside the section and refuses unknown values', () => {
    const ok = v.safeParse(opportunityPageQuerySchema, {
      section: 'mine',
      channel: 'EMAIL',
      label: 'l1',
      unread: '1',
      waiting: '1h',
      sort: 'waiting',
    });
    expect(ok.success).toBe(true);
    for (const bad of [
      { channel: 'FAX' },
      { waiting: '2h' },
      { sort: 'oldest' },
      { unread: 'yes' },
      { label: '' },
    ])
      expect(
        v.safeParse(opportunityPageQuerySchema, { section: 'mine', ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RestOpportunity } from '../rest/types.ts';
import { inboxCache } from './cache.ts';
import { inboxKeys } from './keys.ts';

const me = 'u1';
const opp = (id: string, userId: string | null): RestOpportunity => ({
  id,
  userId,
  sharedToUserId: null,
  status: 'OPEN',
  isInPool: userId === null,
  contact: {
    id: `c-${id}`,
    userId: null,
    profile: { firstName: 'A', lastName: id, birthday: null, avatarUrl: null },
    address: null,
    companyName: null,
    phone: null,
    email: null,
    contactType: null,
    consentStatus: 'UNKNOWN',
    labels: [],
    tags: [],
  },
  brandProducts: [],
  labels: [],
  channelType: 'WHATSAPP',
  lastMessage: 'hi',
  lastMessageSender: 'CUSTOMER',
  lastMessageUser: null,
  lastMessageAt: null,
  lastCustomerMessageAt: null,
  unreadCount: 1,
  snoozedUntil: null,
});

function cache(_section: 'mine' | 'new_customers', items: RestOpportunity[]) {
  return { pages: [{ items, total: items.length, skip: 0, take: 30 }], pageParams: [0] };
}

describe('inboxCache.placeOpportunity', () => {
  it('moves a claimed opportunity from the pool to the top of mine', () => {
    const client = new QueryClient();
    client.setQueryData(
      inboxKeys.list('new_customers', me),
      cache('new_customers', [opp('p1', null), opp('p2', null)]),
    );
    client.setQueryData(inboxKeys.list('mine', me), cache('mine', [opp('m1', me)]));

    inboxCache.placeOpportunity(client, opp('p1', me), me);

    const pool = client.getQueryData<ReturnType<typeof cache>>(inboxKeys.list('new_customers', me));
    const mine = client.getQueryData<ReturnType<typeof cache>>(inboxKeys.list('mine', me));
    expect(pool?.pages[0]?.items.map((o) => o.id)).toEqual(['p2']);
    expect(pool?.pages[0]?.total).toBe(1);
    expect(mine?.pages[0]?.items.map((o) => o.id)).toEqual(['p1', 'm1']);
    expect(mine?.pages[0]?.total).toBe(2);
  });

  it('moves an opportunity with a new message to the top of its list', () => {
    const client = new QueryClient();
    client.setQueryData(inboxKeys.list('mine', me), cache('mine', [opp('m1', me), opp('m2', me)]));
    inboxCache.placeOpportunity(client, opp('m2', me), me);
    const mine = client.getQueryData<ReturnType<typeof cache>>(inboxKeys.list('mine', me));
    expect(mine?.pages[0]?.items.map((o) => o.id)).toEqual(['m2', 'm1']);
    expect(mine?.pages[0]?.total).toBe(2);
  });
});

describe('inboxCache.placeOpportunity in a view', () => {
  it('puts a row on top of a filtered list only when it matches the filter, and takes it out when not', () => {
    const client = new QueryClient();
    const unreadOnly = inboxKeys.list('mine', me, { unread: 'true' });
    const email = inboxKeys.list('mine', me, { channel: 'EMAIL' });
    client.setQueryData(unreadOnly, cache('mine', [opp('m1', me)]));
    client.setQueryData(email, cache('mine', []));

    inboxCache.placeOpportunity(client, opp('m2', me), me);
    expect(
      client.getQueryData<ReturnType<typeof cache>>(unreadOnly)?.pages[0]?.items.map((o) => o.id),
    ).toEqual(['m2', 'm1']);
    expect(client.getQueryData<ReturnType<typeof cache>>(email)?.pages[0]?.items).toEqual([]);

    // Read: it leaves the unread view.
    inboxCache.placeOpportunity(client, { ...opp('m2', me), unreadCount: 0 }, me);
    const after = client.getQueryData<ReturnType<typeof cache>>(unreadOnly)?.pages[0];
    expect(after?.items.map((o) => o.id)).toEqual(['m1']);
    expect(after?.total).toBe(1);
  });

  it('reads a list sorted by waiting time again instead of guessing where the row goes', () => {
    const client = new QueryClient();
    const waiting = inboxKeys.list('mine', me, { sort: 'waiting' });
    client.setQueryData(waiting, cache('mine', [opp('m1', me)]));
    inboxCache.placeOpportunity(client, opp('m2', me), me);
    expect(client.getQueryState(waiting)?.isInvalidated).toBe(true);
    expect(client.getQueryData<ReturnType<typeof cache>>(waiting)?.pages[0]?.items.map((o) => o.id)).toEqual([
      'm1',
    ]);
  });
});

describe('refreshFetchedBefore', () => {
  it('marks stale only what was read before the given time', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(inboxKeys.counters(), { mine: 1 }, { updatedAt: 1_000 });
    queryClient.setQueryData(inboxKeys.detail('o1'), { id: 'o1' }, { updatedAt: 3_000 });
    queryClient.setQueryData(['settings', 'x'], { a: 1 }, { updatedAt: 1_000 });
    await inboxCache.refreshFetchedBefore(queryClient, 2_000);
    expect(queryClient.getQueryState(inboxKeys.counters())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(inboxKeys.detail('o1'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['settings', 'x'])?.isInvalidated).toBe(false);
  });
});

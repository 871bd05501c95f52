import { describe, expect, it } from 'vitest';
import { groupOpportunities, inboxGroupOf, LAST_24_HOURS_MS } from './grouping.ts';

const now = Date.UTC(2026, 10, 22, 12);
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe('inboxGroupOf (spec 4)', () => {
  it('puts a conversation whose last message is the customer’s into action required', () => {
    expect(inboxGroupOf({ lastMessageSender: 'CUSTOMER', lastCustomerMessageAt: hoursAgo(100) }, now)).toBe(
      'action_required',
    );
  });

  it('puts a user reply to a customer message under 24 hours old into last 24 hours', () => {
    expect(inboxGroupOf({ lastMessageSender: 'USER', lastCustomerMessageAt: hoursAgo(23.9) }, now)).toBe(
      'last_24_hours',
    );
  });

  it('puts everything else into older, including exactly 24 hours and no customer message', () => {
    expect(LAST_24_HOURS_MS).toBe(86_400_000);
    expect(inboxGroupOf({ lastMessageSender: 'USER', lastCustomerMessageAt: hoursAgo(24) }, now)).toBe(
      'older',
    );
    expect(inboxGroupOf({ lastMessageSender: 'USER', lastCustomerMessageAt: null }, now)).toBe('older');
    expect(inboxGroupOf({ lastMessageSender: null, lastCustomerMessageAt: null }, now)).toBe('older');
  });
});

describe('groupOpportunities', () => {
  it('keeps the order inside groups, orders the groups and leaves out empty ones', () => {
    const items = [
      { id: 'a', lastMessageSender: 'USER' as const, lastCustomerMessageAt: hoursAgo(200) },
      { id: 'b', lastMessageSender: 'CUSTOMER' as const, lastCustomerMessageAt: hoursAgo(1) },
      { id: 'c', lastMessageSender: 'USER' as const, lastCustomerMessageAt: hoursAgo(2) },
      { id: 'd', lastMessageSender: 'CUSTOMER' as const, lastCustomerMessageAt: hoursAgo(3) },
    ];
    expect(groupOpportunities(items, now).map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['action_required', ['b', 'd']],
      ['last_24_hours', ['c']],
      ['older', ['a']],
    ]);
    expect(groupOpportunities(items.slice(0, 1), now).map((g) => g.group)).toEqual(['older']);
  });
});

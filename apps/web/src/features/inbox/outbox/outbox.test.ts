import { describe, expect, it } from 'vitest';
import { clearUserStorage } from '../../../lib/session/signOutCleanup.ts';
import { createOutbox, type OutboxMessage } from './outbox.ts';
import { outbox as tabOutbox } from './outboxInstance.ts';

const message = (clientId: string, status: OutboxMessage['status'] = 'pending'): OutboxMessage => ({
  clientId,
  opportunityId: 'o1',
  body: `hello ${clientId}`,
  attachments: [],
  status,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('outbox', () => {
  it('keeps failed messages across reloads and turns unanswered pending ones into failed', () => {
    const first = createOutbox(localStorage);
    first.put(message('a'));
    first.put(message('b'));
    first.mark('b', 'failed');
    const reloaded = createOutbox(localStorage);
    expect(reloaded.forConversation('o1').map((m) => [m.clientId, m.status])).toEqual([
      ['a', 'failed'],
      ['b', 'failed'],
    ]);
  });

  it('forgets a message once the server confirmed it', () => {
    const outbox = createOutbox(localStorage);
    outbox.put(message('a'));
    outbox.remove('a');
    expect(outbox.snapshot()).toEqual([]);
    expect(createOutbox(localStorage).snapshot()).toEqual([]);
  });

  it('writes nothing once the user signed out, even when a send answers late', () => {
    const box = tabOutbox();
    box.put(message('late'));
    expect(localStorage.getItem('parley.outbox')).not.toBeNull();
    clearUserStorage();
    expect(localStorage.getItem('parley.outbox')).toBeNull();
    // The send that was on its way fails now: nothing of the signed-out user comes back.
    box.mark('late', 'failed');
    box.put(message('after'));
    expect(localStorage.getItem('parley.outbox')).toBeNull();
    expect(box.snapshot()).toEqual([message('after')]);
    // The next user in this tab gets an outbox of their own, which is stored again.
    expect(tabOutbox()).not.toBe(box);
    expect(tabOutbox().snapshot()).toEqual([]);
    tabOutbox().put(message('next'));
    expect(JSON.parse(localStorage.getItem('parley.outbox') ?? '[]')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxMessage } from './outbox.ts';

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
});

import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/testApi.tsx';
import { threadEntries } from './threadEntries.ts';
import type { ThreadItem } from './useThread.ts';

const format = {
  dayHeading: (iso: string) => iso.slice(0, 10),
  time: (iso: string) => iso.slice(11, 16),
  fileSize: (bytes: number) => `${bytes} B`,
};
const pdf = { displayName: 'a.pdf', url: '/f/a', size: 3, extension: 'pdf', mimeType: 'application/pdf' };

describe('threadEntries', () => {
  it('heads each day once and shows delivery states, names and attachments', () => {
    const items = [
      {
        source: 'server',
        message: testMessage({
          id: 'm1',
          body: 'Hallo',
          attachments: [pdf],
          sender: { type: 'CUSTOMER', firstName: null, lastName: null },
          createdAt: '2026-11-22T09:00:00.000Z',
        }),
      },
      {
        source: 'server',
        message: testMessage({
          id: 'm2',
          clientId: 'c2',
          body: 'Guten Tag',
          sender: { type: 'USER', firstName: 'Ada', lastName: 'Admin' },
          metadata: { opportunityId: 'o', status: 'DELIVERED' },
          createdAt: '2026-11-23T09:00:00.000Z',
        }),
      },
      {
        source: 'outbox',
        message: {
          clientId: 'c3',
          opportunityId: 'o',
          body: 'Noch da?',
          attachments: [pdf],
          status: 'failed',
          createdAt: '2026-11-23T09:05:00.000Z',
        },
      },
    ] as ThreadItem[];
    const entries = threadEntries(items, { format, userName: 'Me Myself', customerName: 'Karl Kunde' });
    expect(
      entries.map((e) =>
        e.kind === 'message'
          ? `${e.id} ${e.senderName} ${e.status}`
          : e.kind === 'day'
            ? `day ${e.label}`
            : e.kind,
      ),
    ).toEqual([
      'day 2026-11-22',
      'm1 Karl Kunde undefined',
      'day 2026-11-23',
      'm2 Ada Admin delivered',
      'c3 Me Myself failed',
    ]);
    const first = entries[1];
    expect(first?.kind === 'message' && first.attachments).toEqual([
      { id: 'm1-0', kind: 'document', displayName: 'a.pdf', url: '/f/a', sizeText: '3 B' },
    ]);
  });

  it("says why the provider refused a message: a key in the user's words, else the provider's own", () => {
    const failed = (id: string, failureReason: string) => ({
      source: 'server',
      message: testMessage({
        id,
        clientId: id,
        body: 'Hallo',
        sender: { type: 'USER', firstName: 'Ada', lastName: 'Admin' },
        metadata: { opportunityId: 'o', status: 'FAILED', failureReason },
        createdAt: '2026-11-23T09:00:00.000Z',
      }),
    });
    const items = [
      failed('k', 'DELIVERY.OUTSIDE_WINDOW'),
      failed('w', 'Meta chose not to deliver it'),
    ] as ThreadItem[];
    const entries = threadEntries(items, {
      format,
      userName: 'Me',
      customerName: 'Karl',
      failureText: (reason) => (reason === 'DELIVERY.OUTSIDE_WINDOW' ? 'Nur noch eine Vorlage' : reason),
    });
    expect(entries.flatMap((e) => (e.kind === 'message' ? [e.failureText] : []))).toEqual([
      'Nur noch eine Vorlage',
      'Meta chose not to deliver it',
    ]);
  });

  it("words a timeline event by the automation that did it, or the person's name", () => {
    const items = [
      {
        source: 'server',
        message: testMessage({
          id: 'e1',
          kind: 'EVENT',
          event: { key: 'CONVERSATION.HANDED_OVER', value: 'Uwe User' },
          sender: { type: 'USER', firstName: 'Ada', lastName: 'Admin', automation: null },
          createdAt: '2026-11-23T09:00:00.000Z',
        }),
      },
      {
        source: 'server',
        message: testMessage({
          id: 'e2',
          kind: 'EVENT',
          event: { key: 'AUTOMATION.SET_LABEL', value: 'VIP' },
          sender: { type: 'USER', firstName: null, lastName: null, automation: 'Welcome' },
          createdAt: '2026-11-23T09:01:00.000Z',
        }),
      },
    ] as ThreadItem[];
    const entries = threadEntries(items, {
      format,
      userName: 'Me Myself',
      customerName: 'Karl Kunde',
      eventText: (automation, key, value, who) => `${automation ?? who} ${key} ${value}`,
    });
    expect(entries.flatMap((e) => (e.kind === 'internal' ? [e.label] : []))).toEqual([
      'Ada Admin CONVERSATION.HANDED_OVER Uwe User',
      'Welcome AUTOMATION.SET_LABEL VIP',
    ]);
  });
});

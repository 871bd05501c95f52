import { describe, expect, it } from 'vitest';
import { newerThanPage } from './liveMessages.ts';

const m = (id: string, status: string) => ({ id, metadata: { status } });

describe('newerThanPage', () => {
  it('keeps messages the page does not contain', () => {
    expect(newerThanPage([m('a', 'RECEIVED')], [m('b', 'READ')])).toEqual([m('a', 'RECEIVED')]);
  });

  it('drops copies the page shows in the same or a later state', () => {
    expect(newerThanPage([m('a', 'SENT'), m('b', 'DELIVERED')], [m('a', 'SENT'), m('b', 'READ')])).toEqual(
      [],
    );
  });

  it('keeps a receipt that moved further than the page (SENT → DELIVERED → READ)', () => {
    expect(
      newerThanPage([m('a', 'DELIVERED'), m('b', 'READ')], [m('a', 'SENT'), m('b', 'DELIVERED')]),
    ).toEqual([m('a', 'DELIVERED'), m('b', 'READ')]);
  });
});

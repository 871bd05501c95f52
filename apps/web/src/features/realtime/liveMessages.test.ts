import { describe, expect, it } from 'vitest';
import { furthest, newerThanPage } from './liveMessages.ts';

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

describe('furthest', () => {
  it('keeps the copy whose status moved further: a late answer of the send never undoes a receipt', () => {
    expect(furthest(m('a', 'FAILED'), m('a', 'SENT'))).toEqual(m('a', 'FAILED'));
    expect(furthest(m('a', 'DELIVERED'), m('a', 'SENT'))).toEqual(m('a', 'DELIVERED'));
  });

  it('takes the newer copy when it moved as far or further', () => {
    expect(furthest(m('a', 'SENT'), m('a', 'READ'))).toEqual(m('a', 'READ'));
    expect(furthest(m('a', 'SENT'), m('a', 'SENT'))).toEqual(m('a', 'SENT'));
  });
});

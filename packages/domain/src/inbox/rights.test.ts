import { describe, expect, it } from 'vitest';
import { conversationRights } from './rights.ts';

const me = { id: 'me', isAdmin: false };
const admin = { id: 'boss', isAdmin: true };
const mine = { status: 'OPEN', userId: 'me', sharedToUserId: null };

describe('conversationRights', () => {
  it('lets the responsible user manage their open conversation', () => {
    expect(conversationRights(mine, me)).toEqual({
      close: true,
      reopen: false,
      handOver: true,
      returnToPool: true,
      share: true,
      stopSharing: false,
    });
  });

  it("lets a user do nothing with a colleague's conversation", () => {
    const theirs = { ...mine, userId: 'colleague' };
    expect(Object.values(conversationRights(theirs, me)).some(Boolean)).toBe(false);
  });

  it("lets an admin manage a colleague's conversation (take it over when the colleague is absent)", () => {
    const theirs = { ...mine, userId: 'colleague' };
    expect(conversationRights(theirs, admin)).toMatchObject({ close: true, handOver: true, share: true });
  });

  it('asks a user to take a customer from the pool first; an admin may assign or close it', () => {
    const pool = { ...mine, userId: null };
    expect(Object.values(conversationRights(pool, me)).some(Boolean)).toBe(false);
    expect(conversationRights(pool, admin)).toEqual({
      close: true,
      reopen: false,
      handOver: true,
      returnToPool: false,
      share: false,
      stopSharing: false,
    });
  });

  it('reopens, but neither hands over nor shares, a closed conversation', () => {
    const closed = { ...mine, status: 'CLOSED' };
    expect(conversationRights(closed, me)).toEqual({
      close: false,
      reopen: true,
      handOver: false,
      returnToPool: false,
      share: false,
      stopSharing: false,
    });
  });

  it('lets the colleague it is shared with stop the sharing, and nothing else', () => {
    const shared = { ...mine, userId: 'colleague', sharedToUserId: 'me' };
    expect(conversationRights(shared, me)).toEqual({
      close: false,
      reopen: false,
      handOver: false,
      returnToPool: false,
      share: false,
      stopSharing: true,
    });
  });
});

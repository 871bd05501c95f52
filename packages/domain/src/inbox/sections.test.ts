import { describe, expect, it } from 'vitest';
import { homeSectionOf, inboxSections, isInboxSection, opportunityTypeOf, sectionsOf } from './sections.ts';

const me = 'u1';
const open = (userId: string | null, sharedToUserId: string | null = null) => ({
  status: 'OPEN',
  userId,
  sharedToUserId,
});

describe('inbox sections (spec 2, 4)', () => {
  it('lists the four sections in tab order, then the closed conversations', () => {
    expect(inboxSections).toEqual(['mine', 'shared', 'new_customers', 'team', 'closed']);
    expect(isInboxSection('team')).toBe(true);
    expect(isInboxSection('bogus')).toBe(false);
    expect(isInboxSection(undefined)).toBe(false);
  });

  it('types an opportunity by who is responsible for it', () => {
    expect(opportunityTypeOf({ userId: me }, me)).toBe('mine');
    expect(opportunityTypeOf({ userId: 'u2' }, me)).toBe('team');
    expect(opportunityTypeOf({ userId: null }, me)).toBe('new_customers');
  });

  it('puts an open opportunity in its owner section, and also in shared when shared with the user', () => {
    expect(sectionsOf(open(me), me)).toEqual(['mine']);
    expect(sectionsOf(open(null), me)).toEqual(['new_customers']);
    expect(sectionsOf(open('u2'), me)).toEqual(['team']);
    expect(sectionsOf(open('u2', me), me)).toEqual(['shared', 'team']);
    expect(sectionsOf(open(me, 'u2'), me)).toEqual(['mine']);
  });

  it('lists a closed opportunity among the closed only, also when it is shared with the user', () => {
    expect(sectionsOf({ status: 'CLOSED', userId: me, sharedToUserId: null }, me)).toEqual(['closed']);
    expect(sectionsOf({ status: 'CLOSED', userId: 'u2', sharedToUserId: me }, me)).toEqual(['closed']);
    expect(sectionsOf({ status: 'CLOSED', userId: null, sharedToUserId: null }, me)).toEqual(['closed']);
  });

  it("links a colleague's conversation to team, not mine; one shared with the user to shared", () => {
    expect(homeSectionOf(open('u2'), me)).toBe('team');
    expect(homeSectionOf(open('u2', me), me)).toBe('shared');
    expect(homeSectionOf(open(me), me)).toBe('mine');
    expect(homeSectionOf(open(null), me)).toBe('new_customers');
    expect(homeSectionOf({ status: 'CLOSED', userId: 'u2', sharedToUserId: null }, me)).toBe('closed');
    expect(homeSectionOf({ status: 'CLOSED', userId: 'u2', sharedToUserId: me }, me)).toBe('closed');
  });
});

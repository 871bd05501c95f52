import { describe, expect, it } from 'vitest';
import { contactListArgs } from './args.ts';

describe('contactListArgs', () => {
  it('filters by the label and team the address names', () => {
    expect(contactListArgs('all', { label: 'l1', team: 't1' })).toEqual({
      list: 'all',
      labelIds: ['l1'],
      teamIds: ['t1'],
    });
  });

  it('leaves the list unfiltered without them', () => {
    expect(contactListArgs('own', {})).toEqual({ list: 'own', labelIds: [], teamIds: [] });
  });
});

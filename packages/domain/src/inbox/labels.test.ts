import { describe, expect, it } from 'vitest';
import { searchLabels } from './labels.ts';

const labels = [
  { id: '1', key: 'VIP' },
  { id: '2', key: 'vip-prospect' },
  { id: '3', key: 'Complaint' },
];

describe('searchLabels (spec 5)', () => {
  it('filters by key, ignoring case, and hides labels already attached', () => {
    expect(searchLabels(labels, 'vip', ['1']).map((l) => l.key)).toEqual(['vip-prospect']);
    expect(searchLabels(labels, '  ', []).map((l) => l.id)).toEqual(['1', '2', '3']);
    expect(searchLabels(labels, 'plain', ['3'])).toEqual([]);
  });
});

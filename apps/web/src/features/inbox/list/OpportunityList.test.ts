import { describe, expect, it } from 'vitest';
import { previewPrefixOf } from './OpportunityList.tsx';

const labels = { you: 'You:', colleague: (name: string) => `${name}:`, unknown: 'Colleague:' };
const ada = { id: 'u-ada', firstName: 'Ada', lastName: 'Admin' };

describe('previewPrefixOf', () => {
  it('says "You:" only for the viewer\'s own message and names a colleague (issue 27)', () => {
    const byAda = { lastMessageSender: 'USER' as const, lastMessageUser: ada };
    expect(previewPrefixOf(byAda, 'u-ada', labels)).toBe('You:');
    expect(previewPrefixOf(byAda, 'u-uwe', labels)).toBe('Ada:');
  });

  it('has no prefix for a customer, and a neutral one for a user no longer known', () => {
    expect(previewPrefixOf({ lastMessageSender: 'CUSTOMER', lastMessageUser: null }, 'u-uwe', labels)).toBe(
      undefined,
    );
    expect(previewPrefixOf({ lastMessageSender: 'USER', lastMessageUser: null }, 'u-uwe', labels)).toBe(
      'Colleague:',
    );
  });
});

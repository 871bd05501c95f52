import { messageKeys, signInErrors } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { keyedMessages, messageFor } from './messages.ts';

describe('keyed messages', () => {
  it('translate every message key the domain and the sign-in catalogue can report', () => {
    for (const key of [...Object.values(messageKeys), ...signInErrors]) {
      expect(keyedMessages[key], key).toBeDefined();
      expect(keyedMessages[key]?.id).toBe(key);
    }
  });

  it('falls back to the general error', () => {
    expect(messageFor('NOPE').id).toBe('FORM_ERRORS.GENERAL');
    expect(messageFor(null).id).toBe('FORM_ERRORS.GENERAL');
  });
});

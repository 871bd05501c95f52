import { channelMessageKeys } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { keyedMessages } from '../../lib/messages.ts';
import { registerChannelMessages } from './messages.ts';

describe('channel messages', () => {
  it('translate every key the channel checks can report, once the channels feature loads', () => {
    registerChannelMessages();
    for (const key of Object.values(channelMessageKeys)) {
      expect(keyedMessages[key], key).toBeDefined();
      expect(keyedMessages[key]?.id).toBe(key);
    }
  });
});

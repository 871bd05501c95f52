import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The message keys automation's schemas and server answers report (spec 8's missing node name first). */
export const automationMessages: Record<string, MessageDescriptor> = {
  'BOT_SYSTEM.MISSING_NODE_NAME': msg({
    id: 'BOT_SYSTEM.MISSING_NODE_NAME',
    message: 'This node has no name yet.',
  }),
  'BOT_SYSTEM.INVALID_DURATION': msg({
    id: 'BOT_SYSTEM.INVALID_DURATION',
    message: 'Enter a number and a unit, e.g. 30s, 15m, 2h or 3d (at most a year).',
  }),
  'BOT_SYSTEM.INVALID_RESUME_DATE': msg({
    id: 'BOT_SYSTEM.INVALID_RESUME_DATE',
    message: 'Enter the date and time the flow goes on.',
  }),
  'BOT_SYSTEM.INVALID_URL': msg({
    id: 'BOT_SYSTEM.INVALID_URL',
    message: 'Enter a full web address starting with https:// (without a user name or password).',
  }),
  'BOT_SYSTEM.INVALID_HASHTAG': msg({
    id: 'BOT_SYSTEM.INVALID_HASHTAG',
    message: 'A hashtag starts with # and holds letters, digits or _ only, e.g. #offer.',
  }),
  'BOT_SYSTEM.INVALID_FLOW': msg({ id: 'BOT_SYSTEM.INVALID_FLOW', message: 'The flow is not complete.' }),
  'BOT_SYSTEM.NODE_NOT_FOUND': msg({
    id: 'BOT_SYSTEM.NODE_NOT_FOUND',
    message: 'This node is no longer in the flow.',
  }),
  'BOT_SYSTEM.AUTORESPONDER_LOCKED': msg({
    id: 'BOT_SYSTEM.AUTORESPONDER_LOCKED',
    message: 'The confirmation of a revoke is always sent.',
  }),
  'BOT_SYSTEM.DUPLICATE_BOT_NAME': msg({
    id: 'BOT_SYSTEM.DUPLICATE_BOT_NAME',
    message: 'Your company already has a bot of this name.',
  }),
  'BOT_SYSTEM.KEYWORDS_MUST_DIFFER': msg({
    id: 'BOT_SYSTEM.KEYWORDS_MUST_DIFFER',
    message: 'The three answers must differ from each other.',
  }),
  'BOT_SYSTEM.SCRIPT_INVALID': msg({
    id: 'BOT_SYSTEM.SCRIPT_INVALID',
    message: 'This is not a condition the bot understands, e.g. contact.email contains "@".',
  }),
  'BOT_SYSTEM.SCRIPT_TOO_LONG': msg({
    id: 'BOT_SYSTEM.SCRIPT_TOO_LONG',
    message: 'A condition has at most {max, plural, one {# character} other {# characters}}.',
  }),
};

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_HISTORY_MAX,
  ASSISTANT_MESSAGE_MAX_LENGTH,
  assistantChatInputSchema,
  trimHistory,
  writingToolInstruction,
} from './schemas.ts';

const firstIssue = (input: unknown) => {
  const result = v.safeParse(assistantChatInputSchema, input);
  if (result.success) return null;
  const issue = result.issues[0];
  return { key: issue.message, path: v.getDotPath(issue) };
};

describe('assistantChatInputSchema', () => {
  it('accepts a conversation ending with the user', () => {
    expect(
      firstIssue({
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
          { role: 'user', content: 'Write a greeting' },
        ],
      }),
    ).toBeNull();
  });

  it('refuses a message over the length limit with its key', () => {
    expect(
      firstIssue({ messages: [{ role: 'user', content: 'x'.repeat(ASSISTANT_MESSAGE_MAX_LENGTH + 1) }] }),
    ).toEqual({ key: 'ASSISTANT.MESSAGE_TOO_LONG', path: 'messages.0.content' });
  });

  it('refuses a blank message and an empty or too long history', () => {
    expect(firstIssue({ messages: [{ role: 'user', content: '   ' }] })?.key).toBe('FORM_ERRORS.NOT_EMPTY');
    expect(firstIssue({ messages: [] })?.key).toBe('FORM_ERRORS.REQUIRED');
    const many = Array.from({ length: ASSISTANT_HISTORY_MAX + 1 }, () => ({ role: 'user', content: 'a' }));
    expect(firstIssue({ messages: many })?.key).toBe('ASSISTANT.HISTORY_TOO_LONG');
  });

  it('refuses a system role, a last message of the assistant and a tool with history', () => {
    expect(firstIssue({ messages: [{ role: 'system', content: 'x' }] })).not.toBeNull();
    expect(firstIssue({ messages: [{ role: 'assistant', content: 'x' }] })?.path).toBe('messages');
    expect(
      firstIssue({
        tool: 'shorten',
        messages: [
          { role: 'user', content: 'a' },
          { role: 'user', content: 'b' },
        ],
      })?.path,
    ).toBe('messages');
  });

  it('needs a language to translate into', () => {
    expect(firstIssue({ tool: 'translate', messages: [{ role: 'user', content: 'Hallo' }] })).toEqual({
      key: 'FORM_ERRORS.REQUIRED',
      path: 'language',
    });
    expect(
      firstIssue({ tool: 'translate', language: 'en', messages: [{ role: 'user', content: 'Hallo' }] }),
    ).toBeNull();
  });
});

describe('trimHistory', () => {
  it('keeps the newest messages within the limit, starting with a user message', () => {
    const messages = Array.from({ length: ASSISTANT_HISTORY_MAX + 3 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      i,
    }));
    const kept = trimHistory(messages);
    expect(kept.length).toBeLessThanOrEqual(ASSISTANT_HISTORY_MAX);
    expect(kept[0]?.role).toBe('user');
    expect(kept.at(-1)).toBe(messages.at(-1));
  });
});

describe('writingToolInstruction', () => {
  it('names the target language of a translation', () => {
    expect(writingToolInstruction('translate', 'de')).toContain('German');
    expect(writingToolInstruction('translate', 'en')).toContain('English');
    expect(writingToolInstruction('shorten', undefined)).toContain('Shorten');
  });
});

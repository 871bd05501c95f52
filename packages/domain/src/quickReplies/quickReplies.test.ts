import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import {
  QUICK_REPLY_BODY_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
  quickReplyInputSchema,
  quickReplyMessageKeys,
} from './quickReplies.ts';

describe('quickReplyInputSchema', () => {
  it('trims title and body', () => {
    expect(v.parse(quickReplyInputSchema, { title: '  Hi ', body: '\nHello there\n' })).toEqual({
      title: 'Hi',
      body: 'Hello there',
    });
  });

  it('requires a title and a body, blank counting as missing', () => {
    expect(parseForm(quickReplyInputSchema, { title: '   ', body: '' })).toEqual({
      success: false,
      errors: { title: 'FORM_ERRORS.REQUIRED', body: 'FORM_ERRORS.REQUIRED' },
    });
  });

  it('caps the title at 80 and the body at 4096 characters', () => {
    const ok = {
      title: 'x'.repeat(QUICK_REPLY_TITLE_MAX_LENGTH),
      body: 'y'.repeat(QUICK_REPLY_BODY_MAX_LENGTH),
    };
    expect(v.safeParse(quickReplyInputSchema, ok).success).toBe(true);
    expect(parseForm(quickReplyInputSchema, { title: `${ok.title}x`, body: `${ok.body}y` })).toEqual({
      success: false,
      errors: { title: quickReplyMessageKeys.titleTooLong, body: quickReplyMessageKeys.bodyTooLong },
    });
  });

  it('refuses a huge input before trimming it', () => {
    const huge = ' '.repeat(1_000_000);
    expect(parseForm(quickReplyInputSchema, { title: huge, body: 'b' })).toMatchObject({
      errors: { title: quickReplyMessageKeys.titleTooLong },
    });
  });
});

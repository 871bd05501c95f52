import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { parseForm } from '../validation/issues.ts';
import { conversationMessageKeys } from './conversationConstants.ts';
import {
  addConversationNoteInputSchema,
  closeConversationFormSchema,
  colleagueFormSchema,
  conversationNoteFormSchema,
  customerFilterSchema,
  idListSchema,
  idSchema,
  labelAddInputSchema,
  labelKeySchema,
  labelRemoveInputSchema,
  messagePageInputSchema,
  opportunityPageQuerySchema,
  sendMessageInputSchema,
  setConsentInputSchema,
  updateConversationInputSchema,
  updateConversationsInputSchema,
} from './inputSchemas.ts';

const { required, general } = messageKeys;

const attachment = {
  displayName: 'a.png',
  url: '/api/core-service/attachments/k/a.png',
  size: 1,
  extension: 'png',
  mimeType: 'image/png',
};

describe('idSchema', () => {
  it('takes a non-blank id of at most 128 characters', () => {
    expect(v.parse(idSchema, 'abc')).toBe('abc');
    expect(parseForm(idSchema, '  ')).toEqual({ success: false, errors: { form: required } });
    expect(parseForm(idSchema, 'a'.repeat(129))).toEqual({ success: false, errors: { form: general } });
    expect(parseForm(idSchema, 1)).toEqual({ success: false, errors: { form: required } });
  });
});

describe('idListSchema', () => {
  it('drops repeated ids, then checks the bounds', () => {
    expect(v.parse(idListSchema(1, 2), ['a', 'a', 'b'])).toEqual(['a', 'b']);
    expect(parseForm(idListSchema(1, 2), [])).toMatchObject({ errors: { form: required } });
    expect(parseForm(idListSchema(1, 2), ['a', 'b', 'c'])).toMatchObject({ errors: { form: general } });
    expect(parseForm(idListSchema(1, 2), ['a', 'a', 'a', 'a', 'a'])).toMatchObject({
      errors: { form: general },
    });
  });
});

describe('sendMessageInputSchema', () => {
  const base = { opportunityId: 'o1', clientId: ' c1 ' };

  it('keeps the body as written, trims the clientId and defaults attachments', () => {
    expect(v.parse(sendMessageInputSchema, { ...base, body: ' Hallo ' })).toEqual({
      opportunityId: 'o1',
      clientId: 'c1',
      body: ' Hallo ',
      attachments: [],
    });
  });

  it('takes attachments without a body; a blank body is none', () => {
    expect(v.parse(sendMessageInputSchema, { ...base, body: '  ', attachments: [attachment] })).toMatchObject(
      { body: null, attachments: [attachment] },
    );
  });

  it.each([
    ['no body and no attachments', { body: '   ' }, 'body', required],
    ['a null body and no attachments', { body: null, attachments: null }, 'body', required],
    ['a body over 4096 characters', { body: 'a'.repeat(4097) }, 'body', general],
    ['a blank clientId', { clientId: '  ', body: 'hi' }, 'clientId', required],
    ['a clientId over 100 characters', { clientId: 'c'.repeat(101), body: 'hi' }, 'clientId', general],
    ['11 attachments', { attachments: Array(11).fill(attachment) }, 'attachments', general],
    [
      'an attachment url over 2048 characters',
      { attachments: [{ ...attachment, url: 'u'.repeat(2049) }] },
      'attachments.0.url',
      general,
    ],
  ])('refuses %s', (_name, input, field, key) => {
    expect(parseForm(sendMessageInputSchema, { ...base, ...input })).toEqual({
      success: false,
      errors: { [field]: key },
    });
  });

  it('accepts a body of exactly 4096 characters and 10 attachments', () => {
    expect(
      v.safeParse(sendMessageInputSchema, {
        ...base,
        body: 'a'.repeat(4096),
        attachments: Array(10).fill(attachment),
      }).success,
    ).toBe(true);
  });
});

describe('messagePageInputSchema', () => {
  it('bounds take to 1..200', () => {
    expect(v.parse(messagePageInputSchema, { opportunityId: 'o', take: 200 })).toMatchObject({ take: 200 });
    for (const take of [0, 201, 1.5])
      expect(parseForm(messagePageInputSchema, { opportunityId: 'o', take })).toEqual({
        success: false,
        errors: { take: general },
      });
  });
});

describe('opportunityPageQuerySchema', () => {
  it('reads the query strings with defaults', () => {
    expect(v.parse(opportunityPageQuerySchema, { section: 'mine' })).toEqual({
      section: 'mine',
      skip: 0,
      take: 30,
    });
    expect(v.parse(opportunityPageQuerySchema, { ids: ' a, b ,a,', skip: '5', take: '100' })).toEqual({
      ids: ['a', 'b'],
      skip: 5,
      take: 100,
    });
  });

  it.each([
    [{}, 'section', required],
    [{ section: 'everything' }, 'section', general],
    [{ section: 'mine', take: '101' }, 'take', general],
    [{ section: 'mine', take: '0' }, 'take', general],
    [{ section: 'mine', skip: '-1' }, 'skip', general],
    [{ section: 'mine', skip: '1e3' }, 'skip', general],
    [{ section: 'mine', skip: '9'.repeat(20) }, 'skip', general],
    [{ ids: ',,' }, 'ids', required],
    [{ ids: Array.from({ length: 101 }, (_, i) => `id${i}`).join(',') }, 'ids', general],
    [{ ids: 'a'.repeat(129) }, 'ids', general],
    [{ section: 'mine', userId: '' }, 'userId', required],
  ])('refuses %j', (query, field, key) => {
    expect(parseForm(opportunityPageQuerySchema, query)).toEqual({
      success: false,
      errors: { [field]: key },
    });
  });
});

describe('updateConversationInputSchema', () => {
  it('keeps omitted and null apart', () => {
    expect(v.parse(updateConversationInputSchema, { id: 'o', input: { userId: null } })).toEqual({
      id: 'o',
      input: { userId: null },
    });
    expect(parseForm(updateConversationInputSchema, { id: 'o', input: { sharedToUserId: ' ' } })).toEqual({
      success: false,
      errors: { 'input.sharedToUserId': required },
    });
  });
});

describe('updateConversationsInputSchema', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);
  it('takes one action on 1 to 100 distinct conversations', () => {
    expect(
      v.parse(updateConversationsInputSchema, { input: { ids: ['a', 'a', 'b'], action: 'CLOSE' } }),
    ).toEqual({
      input: { ids: ['a', 'b'], action: 'CLOSE' },
    });
    expect(parseForm(updateConversationsInputSchema, { input: { ids: [], action: 'CLOSE' } })).toEqual({
      success: false,
      errors: { 'input.ids': required },
    });
    expect(
      v.parse(updateConversationsInputSchema, { input: { ids: ids(100), action: 'MARK_READ' } }).input.ids,
    ).toHaveLength(100);
    expect(
      parseForm(updateConversationsInputSchema, { input: { ids: ids(101), action: 'MARK_READ' } }),
    ).toEqual({
      success: false,
      errors: { 'input.ids': general },
    });
    expect(parseForm(updateConversationsInputSchema, { input: { ids: ['a'], action: 'DELETE' } })).toEqual({
      success: false,
      errors: { 'input.action': general },
    });
  });
  it('needs a label key to add a label, and hands over to a colleague or the pool', () => {
    expect(parseForm(updateConversationsInputSchema, { input: { ids: ['a'], action: 'ADD_LABEL' } })).toEqual(
      {
        success: false,
        errors: { 'input.labelKey': required },
      },
    );
    expect(
      v.parse(updateConversationsInputSchema, {
        input: { ids: ['a'], action: 'ADD_LABEL', labelKey: ' VIP ' },
      }).input.labelKey,
    ).toBe('VIP');
    expect(
      v.parse(updateConversationsInputSchema, { input: { ids: ['a'], action: 'HAND_OVER', userId: null } })
        .input.userId,
    ).toBeNull();
  });
});

describe('setConsentInputSchema', () => {
  it('needs 1 to 1000 distinct contacts', () => {
    expect(parseForm(setConsentInputSchema, { contactIds: [], type: 'DIGITAL' })).toEqual({
      success: false,
      errors: { contactIds: required },
    });
    const many = Array.from({ length: 1001 }, (_, i) => `c${i}`);
    expect(parseForm(setConsentInputSchema, { contactIds: many, type: 'DIGITAL' })).toEqual({
      success: false,
      errors: { contactIds: general },
    });
  });
});

describe('labels', () => {
  it('labelKeySchema trims and caps at 64', () => {
    expect(v.parse(labelKeySchema, '  VIP ')).toBe('VIP');
    expect(parseForm(labelKeySchema, '   ')).toEqual({ success: false, errors: { form: required } });
    expect(parseForm(labelKeySchema, 'k'.repeat(65))).toEqual({ success: false, errors: { form: general } });
    expect(v.safeParse(labelKeySchema, ` ${'k'.repeat(64)} `).success).toBe(true);
  });

  it('names exactly one target', () => {
    expect(v.parse(labelAddInputSchema, { key: 'VIP', customerId: 'c' })).toEqual({
      key: 'VIP',
      target: { kind: 'contact', id: 'c' },
    });
    expect(v.parse(labelRemoveInputSchema, { id: 'l', opportunityId: 'o' })).toEqual({
      labelId: 'l',
      target: { kind: 'opportunity', id: 'o' },
    });
    expect(parseForm(labelAddInputSchema, { key: 'VIP' })).toEqual({
      success: false,
      errors: { opportunityId: required },
    });
    expect(parseForm(labelAddInputSchema, { key: 'VIP', customerId: 'c', opportunityId: 'o' })).toEqual({
      success: false,
      errors: { opportunityId: required },
    });
  });
});

describe('customerFilterSchema', () => {
  it('takes the filter and refuses an unknown section type or too many ids', () => {
    expect(v.parse(customerFilterSchema, { userId: '', teams: ['t'] })).toEqual({
      userId: '',
      teams: ['t'],
      skip: 0,
      take: 100,
    });
    expect(v.safeParse(customerFilterSchema, { take: 101 }).success).toBe(false);
    expect(v.safeParse(customerFilterSchema, { skip: -1 }).success).toBe(false);
    expect(parseForm(customerFilterSchema, { sectionType: 'everyone' })).toEqual({
      success: false,
      errors: { sectionType: general },
    });
    const many = Array.from({ length: 501 }, (_, i) => `u${i}`);
    expect(parseForm(customerFilterSchema, { contactUserIds: many })).toEqual({
      success: false,
      errors: { contactUserIds: general },
    });
  });
});

describe('linear time', () => {
  // Time that grows linearly from 10,000 to 100,000 characters (see validation/adversarial.test.ts):
  // a quadratic check grows a hundredfold.
  it('answers near-matches in time linear in their length', () => {
    const growth = growthOf((length) => {
      const text = `${'1,'.repeat(length / 2)}x`;
      parseForm(opportunityPageQuerySchema, { ids: text, skip: text, take: text, userId: text });
      parseForm(sendMessageInputSchema, { opportunityId: text, clientId: text, body: text });
      parseForm(labelAddInputSchema, { key: ` ${' '.repeat(length)}x`, customerId: text });
    });
    expect(growth.linear, describeGrowth(growth)).toBe(true);
  });
});

describe('closing and handing over', () => {
  it('takes an optional close reason, trimmed, of at most 500 characters', () => {
    expect(v.parse(closeConversationFormSchema, { reason: '  Done  ' })).toEqual({ reason: 'Done' });
    expect(v.parse(closeConversationFormSchema, { reason: '' })).toEqual({ reason: '' });
    const long = v.safeParse(closeConversationFormSchema, { reason: 'x'.repeat(501) });
    expect(long.issues?.[0]?.message).toBe(conversationMessageKeys.closeReasonTooLong);
    expect(v.safeParse(closeConversationFormSchema, { reason: ` ${'x'.repeat(500)} ` }).success).toBe(true);
  });

  it('takes a note of at most 2000 characters, telling each colleague once', () => {
    expect(
      v.parse(addConversationNoteInputSchema, {
        opportunityId: 'o',
        body: ' Ruf an ',
        mentionedUserIds: ['u', 'u'],
      }),
    ).toEqual({ opportunityId: 'o', body: 'Ruf an', mentionedUserIds: ['u'] });
    expect(v.parse(addConversationNoteInputSchema, { opportunityId: 'o', body: 'x' })).toMatchObject({
      mentionedUserIds: [],
    });
    const long = v.safeParse(conversationNoteFormSchema, { body: 'x'.repeat(2001), mentionedUserIds: [] });
    expect(long.issues?.[0]?.message).toBe(conversationMessageKeys.noteTooLong);
    expect(v.safeParse(conversationNoteFormSchema, { body: '  ', mentionedUserIds: [] }).success).toBe(false);
  });

  it('asks for a colleague', () => {
    expect(v.safeParse(colleagueFormSchema, { userId: '' }).issues?.[0]?.message).toBe(
      conversationMessageKeys.colleagueRequired,
    );
    expect(v.parse(colleagueFormSchema, { userId: 'u1' })).toEqual({ userId: 'u1' });
  });
});

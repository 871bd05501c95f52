import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import { autoresponderGroupOf, consentBotFormSchema, normalizeAnswer } from './autoresponders.ts';
import { EDITABLE_BOT_NODE_TYPES } from './constants.ts';
import { isWithinWeeklySlots } from './hours.ts';
import {
  type BotFlow,
  botFlowSchema,
  botNodeFormSchema,
  flowProblem,
  nextNodeOf,
  parseRawDuration,
  withNodeForm,
} from './nodes.ts';

const flow = (): BotFlow => ({
  nodes: [
    {
      id: 's',
      type: 'start',
      name: 'Start',
      position: { x: 0, y: 0 },
      data: { trigger: 'FIRST_MESSAGE', hashTag: '', labelKey: '' },
    },
    {
      id: 'o',
      type: 'opt-in',
      name: null,
      position: { x: 0, y: 100 },
      data: { question: 'OK?', agreeKeyword: 'yes', declineKeyword: 'no' },
    },
    { id: 'y', type: 'set-label', name: 'VIP', position: { x: 0, y: 200 }, data: { labelKey: 'VIP' } },
    { id: 'e', type: 'end', name: null, position: { x: 0, y: 300 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 's', target: 'o', condition: 'next' },
    { id: 'e2', source: 'o', target: 'y', condition: 'yes' },
    { id: 'e3', source: 'o', target: 'e', condition: 'no' },
    { id: 'e4', source: 'y', target: 'e', condition: 'next' },
  ],
});

describe('automation', () => {
  it('has an editor for 22 node types (all but end)', () => {
    expect(EDITABLE_BOT_NODE_TYPES).toHaveLength(22);
    expect(EDITABLE_BOT_NODE_TYPES).not.toContain('end');
  });

  it('parses raw durations with a unit, within a year', () => {
    expect(parseRawDuration('30s')).toBe(30);
    expect(parseRawDuration('15m')).toBe(900);
    expect(parseRawDuration(' 2 h ')).toBe(7200);
    expect(parseRawDuration('3d')).toBe(259_200);
    expect(parseRawDuration('0m')).toBeNull();
    expect(parseRawDuration('400d')).toBeNull();
    expect(parseRawDuration('5 minutes')).toBeNull();
    expect(parseRawDuration('')).toBeNull();
  });

  it('checks a pause by its type', () => {
    const schema = botNodeFormSchema('pause');
    expect(parseForm(schema, { name: '', pauseType: 'DURATION', rawDuration: 'soon' })).toEqual({
      success: false,
      errors: { rawDuration: 'BOT_SYSTEM.INVALID_DURATION' },
    });
    expect(parseForm(schema, { name: '', pauseType: 'DATE', resumeDate: '24.12.2026' })).toEqual({
      success: false,
      errors: { resumeDate: 'BOT_SYSTEM.INVALID_RESUME_DATE' },
    });
    expect(
      v.safeParse(schema, { name: 'Wait', pauseType: 'DATE', resumeDate: '2026-12-24T09:00:00Z' }).success,
    ).toBe(true);
  });

  it('needs a hashtag for a hashtag trigger and a label for a label trigger', () => {
    const schema = botNodeFormSchema('start');
    expect(parseForm(schema, { name: '', trigger: 'HASHTAG', hashTag: 'termin' })).toEqual({
      success: false,
      errors: { hashTag: 'BOT_SYSTEM.INVALID_HASHTAG' },
    });
    expect(parseForm(schema, { name: '', trigger: 'LABEL', labelKey: '' })).toEqual({
      success: false,
      errors: { labelKey: 'FORM_ERRORS.REQUIRED' },
    });
    expect(v.safeParse(schema, { name: '', trigger: 'HASHTAG', hashTag: '#Termin_2' }).success).toBe(true);
  });

  it('refuses an http request URL that is not http(s) or carries credentials', () => {
    const schema = botNodeFormSchema('http-request');
    for (const url of ['ftp://x.test/a', 'javascript:alert(1)', 'https://user:pw@x.test/', 'x.test'])
      expect(parseForm(schema, { name: '', method: 'GET', url })).toEqual({
        success: false,
        errors: { url: 'BOT_SYSTEM.INVALID_URL' },
      });
    expect(
      v.safeParse(schema, { name: '', method: 'POST', url: 'https://hooks.example.com/x' }).success,
    ).toBe(true);
  });

  it('accepts a well-formed flow and refuses dangling edges, two starts and duplicate ids', () => {
    expect(v.safeParse(botFlowSchema, flow()).success).toBe(true);
    const dangling = flow();
    dangling.edges.push({ id: 'e5', source: 'y', target: 'nowhere', condition: 'next' });
    expect(flowProblem(dangling)).toBe('BOT_SYSTEM.INVALID_FLOW');
    const twoStarts = flow();
    twoStarts.nodes.push({ ...twoStarts.nodes[0], id: 's2' } as BotFlow['nodes'][number]);
    expect(flowProblem(twoStarts)).toBe('BOT_SYSTEM.INVALID_FLOW');
    const duplicate = flow();
    duplicate.nodes.push({ ...duplicate.nodes[2], id: 'o' } as BotFlow['nodes'][number]);
    expect(v.safeParse(botFlowSchema, duplicate).success).toBe(false);
  });

  it('follows the edge of the outcome, else the plain next edge', () => {
    expect(nextNodeOf(flow(), 's')?.id).toBe('o');
    expect(nextNodeOf(flow(), 'o', 'yes')?.id).toBe('y');
    expect(nextNodeOf(flow(), 'o', 'no')?.id).toBe('e');
    expect(nextNodeOf(flow(), 'y', 'success')?.id).toBe('e');
    expect(nextNodeOf(flow(), 'e')).toBeNull();
  });

  it('stores an empty name as no name', () => {
    const node = flow().nodes[2] as BotFlow['nodes'][number];
    expect(withNodeForm(node, { name: ' ', labelKey: 'Gold' } as never)).toMatchObject({
      name: null,
      data: { labelKey: 'Gold' },
    });
  });

  it('groups autoresponders as the page lists them', () => {
    expect(autoresponderGroupOf('OUT_OF_OFFICE')).toBe('incoming');
    expect(autoresponderGroupOf('CONVERSATION_CLOSED')).toBe('user');
    expect(autoresponderGroupOf('OPT_IN_REVOKED')).toBe('optIn');
  });

  it('compares consent answers without case or a final full stop, and keeps the keywords apart', () => {
    expect(normalizeAnswer(' JA! ')).toBe('ja');
    expect(
      parseForm(consentBotFormSchema, {
        question: 'OK?',
        agreeKeyword: 'Ja',
        declineKeyword: 'Nein',
        revokeKeyword: 'ja',
      }),
    ).toEqual({ success: false, errors: { revokeKeyword: 'BOT_SYSTEM.KEYWORDS_MUST_DIFFER' } });
  });

  it('tells opening hours from UTC weekly slots, over midnight too', () => {
    const mondayNineToFive = [{ day: 0, from: '08:00', to: '16:00' }];
    expect(isWithinWeeklySlots(mondayNineToFive, new Date('2026-11-23T09:30:00Z'))).toBe(true);
    expect(isWithinWeeklySlots(mondayNineToFive, new Date('2026-11-23T16:00:00Z'))).toBe(false);
    expect(isWithinWeeklySlots(mondayNineToFive, new Date('2026-11-24T09:30:00Z'))).toBe(false);
    const lateShift = [{ day: 6, from: '22:00', to: '02:00' }];
    expect(isWithinWeeklySlots(lateShift, new Date('2026-11-23T01:00:00Z'))).toBe(true);
    expect(isWithinWeeklySlots([], new Date())).toBe(true);
  });
});

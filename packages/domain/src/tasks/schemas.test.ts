import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { TASK_BODY_MAX_LENGTH, TASK_FILES_MAX, TASK_TITLE_MAX_LENGTH } from './constants.ts';
import {
  taskCreateInputSchema,
  taskFormSchema,
  taskListQuerySchema,
  taskStatusInputSchema,
  taskTitleSchema,
  taskUpdateInputSchema,
} from './schemas.ts';

const firstMessage = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? undefined : result.issues[0]?.message;
const pathOf = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? undefined : v.getDotPath(result.issues[0] as v.BaseIssue<unknown>);

describe('taskTitleSchema (spec 5: a new task needs a non-blank title)', () => {
  it('trims a title', () => {
    expect(v.parse(taskTitleSchema, '  Call back  ')).toBe('Call back');
  });

  it.each(['', '   ', '\t\n'])('refuses the blank title %j with the not-empty key', (title) => {
    expect(firstMessage(v.safeParse(taskTitleSchema, title))).toBe(messageKeys.notEmpty);
  });

  it('refuses a missing title with the required key', () => {
    expect(firstMessage(v.safeParse(taskTitleSchema, undefined))).toBe(messageKeys.required);
  });

  it('refuses a title padded past four times the cap before trimming it', () => {
    expect(v.parse(taskTitleSchema, `${' '.repeat(TASK_TITLE_MAX_LENGTH)}Call back`)).toBe('Call back');
    expect(
      firstMessage(v.safeParse(taskTitleSchema, `${' '.repeat(TASK_TITLE_MAX_LENGTH * 4)}Call back`)),
    ).toBe(messageKeys.general);
  });

  it('caps the length', () => {
    expect(v.safeParse(taskTitleSchema, 'a'.repeat(TASK_TITLE_MAX_LENGTH)).success).toBe(true);
    expect(firstMessage(v.safeParse(taskTitleSchema, 'a'.repeat(TASK_TITLE_MAX_LENGTH + 1)))).toBe(
      messageKeys.general,
    );
  });
});

describe('taskCreateInputSchema', () => {
  it('fills the defaults', () => {
    expect(v.parse(taskCreateInputSchema, { title: 'Offer' })).toEqual({
      title: 'Offer',
      body: null,
      timeZone: 'UTC',
      files: [],
    });
  });

  it('treats a blank body as none and caps a long one', () => {
    expect(v.parse(taskCreateInputSchema, { title: 'x', body: '  ' }).body).toBeNull();
    const long = v.safeParse(taskCreateInputSchema, {
      title: 'x',
      body: 'b'.repeat(TASK_BODY_MAX_LENGTH + 1),
    });
    expect(pathOf(long)).toBe('body');
  });

  it('caps a blank body before reading it', () => {
    const blank = v.safeParse(taskCreateInputSchema, {
      title: 'x',
      body: ' '.repeat(TASK_BODY_MAX_LENGTH + 1),
    });
    expect(pathOf(blank)).toBe('body');
  });

  it('names the field of a bad due date, time zone or file list', () => {
    expect(pathOf(v.safeParse(taskCreateInputSchema, { title: 'x', dueDate: '23.11.2026' }))).toBe('dueDate');
    expect(pathOf(v.safeParse(taskCreateInputSchema, { title: 'x', timeZone: 'Nowhere/Land' }))).toBe(
      'timeZone',
    );
    const file = { displayName: 'a.pdf', url: '/x', size: 1, extension: 'pdf', mimeType: 'application/pdf' };
    const files = Array.from({ length: TASK_FILES_MAX + 1 }, () => file);
    expect(pathOf(v.safeParse(taskCreateInputSchema, { title: 'x', files }))).toBe('files');
  });

  it('links a contact or an opportunity, not both', () => {
    expect(v.safeParse(taskCreateInputSchema, { title: 'x', contactId: 'c1' }).success).toBe(true);
    const both = v.safeParse(taskCreateInputSchema, { title: 'x', contactId: 'c1', opportunityId: 'o1' });
    expect(pathOf(both)).toBe('opportunityId');
  });

  it('reports the blank title on the title field', () => {
    const result = v.safeParse(taskCreateInputSchema, { title: ' ' });
    expect(pathOf(result)).toBe('title');
    expect(firstMessage(result)).toBe(messageKeys.notEmpty);
  });
});

describe('taskUpdateInputSchema, taskStatusInputSchema, taskFormSchema', () => {
  it('needs a due date on update', () => {
    expect(pathOf(v.safeParse(taskUpdateInputSchema, { title: 'x', body: null }))).toBe('dueDate');
    expect(v.parse(taskUpdateInputSchema, { title: 'x', dueDate: '2026-11-23T22:59:59Z' }).body).toBeNull();
  });

  it('needs a boolean status', () => {
    expect(v.safeParse(taskStatusInputSchema, { status: true }).success).toBe(true);
    expect(v.safeParse(taskStatusInputSchema, { status: 'yes' }).success).toBe(false);
  });

  it('checks the form like the server', () => {
    const result = v.safeParse(taskFormSchema, {
      title: '',
      body: '',
      dueDay: '2026-11-23',
      dueTime: '23:59',
      assigneeId: 'u1',
    });
    expect(pathOf(result)).toBe('title');
    expect(firstMessage(result)).toBe(messageKeys.notEmpty);
    const noDay = v.safeParse(taskFormSchema, {
      title: 'x',
      body: '',
      dueDay: '',
      dueTime: '23:59',
      assigneeId: 'u1',
    });
    expect(pathOf(noDay)).toBe('dueDay');
    expect(firstMessage(noDay)).toBe(messageKeys.required);
    const badTime = v.safeParse(taskFormSchema, {
      title: 'x',
      body: '',
      dueDay: '2026-11-23',
      dueTime: '25:00',
      assigneeId: 'u1',
    });
    expect(pathOf(badTime)).toBe('dueTime');
    const nobody = v.safeParse(taskFormSchema, {
      title: 'x',
      body: '',
      dueDay: '2026-11-23',
      dueTime: '10:00',
      assigneeId: '',
    });
    expect(pathOf(nobody)).toBe('assigneeId');
  });
});

describe('taskListQuerySchema', () => {
  it('reads the query string', () => {
    expect(
      v.parse(taskListQuerySchema, { page: '1', take: '100', isDone: 'false', contactId: 'c1' }),
    ).toEqual({
      page: 1,
      take: 100,
      isDone: false,
      contactId: 'c1',
    });
  });

  it('defaults to page 1 of 100 and refuses more', () => {
    expect(v.parse(taskListQuerySchema, {})).toEqual({ page: 1, take: 100 });
    expect(pathOf(v.safeParse(taskListQuerySchema, { take: '101' }))).toBe('take');
    expect(pathOf(v.safeParse(taskListQuerySchema, { isDone: 'maybe' }))).toBe('isDone');
  });
});

import { describe, expect, it } from 'vitest';
import { taskDueState } from './dueState.ts';

const now = Date.parse('2026-11-26T10:00:00Z');
const zone = 'Europe/Berlin';
const task = (dueDate: string, isDone = false) => ({ dueDate, isDone });

describe('taskDueState', () => {
  it('is overdue once the due instant has passed, also on an earlier day', () => {
    expect(taskDueState(task('2026-11-26T09:59:00Z'), now, zone)).toBe('overdue');
    expect(taskDueState(task('2026-11-20T22:58:59Z'), now, zone)).toBe('overdue');
  });

  it("is due today until the end of the user's day, in their time zone", () => {
    // 23:59:59 in Berlin on the 26th is 22:59:59Z.
    expect(taskDueState(task('2026-11-26T22:59:59Z'), now, zone)).toBe('today');
    expect(taskDueState(task('2026-11-26T23:00:00Z'), now, zone)).toBe('upcoming');
    expect(taskDueState(task('2026-11-26T23:00:00Z'), now, 'America/New_York')).toBe('today');
  });

  it('never calls a done task overdue', () => {
    expect(taskDueState(task('2026-11-20T10:00:00Z', true), now, zone)).toBe('upcoming');
  });
});

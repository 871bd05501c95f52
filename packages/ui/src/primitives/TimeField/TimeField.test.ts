import { CalendarDateTime, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { minuteStepCandidates, nextMinuteStep, snapTimeToStep } from './TimeField';

describe('nextMinuteStep', () => {
  it('moves to the next or previous step', () => {
    expect(nextMinuteStep(0, 15, 1)).toBe(15);
    expect(nextMinuteStep(15, 15, -1)).toBe(0);
    expect(nextMinuteStep(30, 15, 1)).toBe(45);
  });

  it('lands on the step from an off-step minute', () => {
    expect(nextMinuteStep(7, 15, 1)).toBe(15);
    expect(nextMinuteStep(7, 15, -1)).toBe(0);
    expect(nextMinuteStep(44, 15, -1)).toBe(30);
  });

  it('wraps within the hour', () => {
    expect(nextMinuteStep(45, 15, 1)).toBe(0);
    expect(nextMinuteStep(0, 15, -1)).toBe(45);
    expect(nextMinuteStep(50, 15, 1)).toBe(0);
    // 7-minute steps end at 56.
    expect(nextMinuteStep(0, 7, -1)).toBe(56);
    expect(nextMinuteStep(56, 7, 1)).toBe(0);
  });

  it('starts an empty segment at the first or last step', () => {
    expect(nextMinuteStep(null, 15, 1)).toBe(0);
    expect(nextMinuteStep(null, 15, -1)).toBe(45);
  });
});

describe('minuteStepCandidates', () => {
  it('is empty on a step', () => {
    expect(minuteStepCandidates(9 * 60, 15)).toEqual([]);
  });

  it('puts the nearest step first; halfway rounds up', () => {
    expect(minuteStepCandidates(9 * 60 + 7, 15)).toEqual([540, 555]);
    expect(minuteStepCandidates(9 * 60 + 8, 15)).toEqual([555, 540]);
    expect(minuteStepCandidates(9 * 60 + 5, 10)).toEqual([550, 540]);
    expect(minuteStepCandidates(9 * 60 + 53, 15)).toEqual([600, 585]);
  });

  it('stays within the day', () => {
    expect(minuteStepCandidates(23 * 60 + 53, 15)).toEqual([23 * 60 + 45]);
  });
});

describe('snapTimeToStep', () => {
  it('snaps to the nearest step and drops seconds', () => {
    expect(snapTimeToStep(new Time(9, 7, 30), 15)).toEqual(new Time(9, 0));
    expect(snapTimeToStep(new Time(9, 53), 15)).toEqual(new Time(10, 0));
  });

  it('returns the same object when already on a step', () => {
    const onStep = new Time(9, 45);
    expect(snapTimeToStep(onStep, 15)).toBe(onStep);
  });

  it('takes the other step when the nearest is outside min/max', () => {
    expect(snapTimeToStep(new Time(18, 8), 15, new Time(8, 0), new Time(18, 0))).toEqual(new Time(18, 0));
    expect(snapTimeToStep(new Time(7, 53), 15, new Time(8, 0))).toEqual(new Time(8, 0));
  });

  it('leaves the value alone when no step fits (min/max validation reports it)', () => {
    const value = new Time(9, 7);
    expect(snapTimeToStep(value, 15, new Time(9, 5), new Time(9, 10))).toBe(value);
  });

  it('keeps the date of a date-time', () => {
    expect(snapTimeToStep(new CalendarDateTime(2026, 5, 20, 23, 53), 15)).toEqual(
      new CalendarDateTime(2026, 5, 20, 23, 45),
    );
  });
});

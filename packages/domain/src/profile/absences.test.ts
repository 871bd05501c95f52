import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import { absenceInputSchema, absenceMessageKeys, currentAbsence, overlappingAbsence } from './absences.ts';

describe('absenceInputSchema', () => {
  it('takes a range of ISO dates, one day allowed', () => {
    expect(
      parseForm(absenceInputSchema, { startDate: '2026-12-24', endDate: '2026-12-24', note: ' Holiday ' }),
    ).toEqual({
      success: true,
      output: { startDate: '2026-12-24', endDate: '2026-12-24', note: 'Holiday' },
    });
  });

  it('requires both dates and refuses impossible ones', () => {
    expect(parseForm(absenceInputSchema, { startDate: '', endDate: '2026-02-30', note: '' })).toEqual({
      success: false,
      errors: { startDate: 'FORM_ERRORS.REQUIRED', endDate: absenceMessageKeys.invalidDate },
    });
  });

  it('refuses an end before the start, on the end field', () => {
    expect(
      parseForm(absenceInputSchema, { startDate: '2026-12-24', endDate: '2026-12-23', note: '' }),
    ).toEqual({
      success: false,
      errors: { endDate: absenceMessageKeys.endBeforeStart },
    });
  });

  it('refuses a range longer than a year and a note over 200 characters', () => {
    expect(
      parseForm(absenceInputSchema, { startDate: '2026-01-01', endDate: '2027-01-02', note: '' }),
    ).toEqual({
      success: false,
      errors: { endDate: absenceMessageKeys.tooLong },
    });
    expect(
      parseForm(absenceInputSchema, {
        startDate: '2026-01-01',
        endDate: '2026-01-02',
        note: 'x'.repeat(201),
      }),
    ).toMatchObject({ success: false, errors: { note: absenceMessageKeys.noteTooLong } });
  });
});

describe('overlappingAbsence', () => {
  const existing = [
    { id: 'a', startDate: '2026-12-20', endDate: '2026-12-27' },
    { id: 'b', startDate: '2027-01-10', endDate: '2027-01-10' },
  ];
  it('finds an absence sharing at least one day, the ends included', () => {
    expect(overlappingAbsence(existing, { startDate: '2026-12-27', endDate: '2027-01-02' })?.id).toBe('a');
    expect(overlappingAbsence(existing, { startDate: '2027-01-05', endDate: '2027-01-10' })?.id).toBe('b');
    expect(overlappingAbsence(existing, { startDate: '2026-12-28', endDate: '2027-01-09' })).toBeUndefined();
  });
  it('ignores the absence being edited', () => {
    expect(
      overlappingAbsence(existing, { startDate: '2026-12-21', endDate: '2026-12-22' }, 'a'),
    ).toBeUndefined();
  });
});

describe('currentAbsence', () => {
  it('is the absence that includes today', () => {
    const list = [{ id: 'a', startDate: '2026-11-20', endDate: '2026-11-23' }];
    expect(currentAbsence(list, '2026-11-23')?.id).toBe('a');
    expect(currentAbsence(list, '2026-11-24')).toBeUndefined();
  });
});

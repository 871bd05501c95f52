import { describe, expect, it } from 'vitest';
import { messageLimits } from './limits.ts';

describe('messageLimits', () => {
  it('gives the numbers of the messages that speak of a limit', () => {
    expect(messageLimits['VALIDATE.APPOINTMENT_COMMENT_TOO_LONG']).toEqual({ max: 400 });
    expect(messageLimits['VALIDATE.APPOINTMENT_MINUTE_STEP']).toEqual({ step: 15 });
    expect(messageLimits['CHANNELS.INVALID_PORT']).toEqual({ min: 1, max: 65_535 });
    expect(messageLimits['FORM_ERRORS.PASSWORD_TOO_SHORT']).toEqual({ min: 12 });
    expect(messageLimits['IMPORT.FILE_TOO_LARGE']).toEqual({ maxMb: 5 });
  });

  it('has nothing for a message without numbers', () => {
    expect(messageLimits['FORM_ERRORS.REQUIRED']).toBeUndefined();
  });
});

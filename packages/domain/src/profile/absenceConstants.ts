// The keys and limits of absences in their own module: messages that name a limit read them without
// pulling the absence rules (and Temporal, which they use) into every page that shows a message.

export const absenceMessageKeys = {
  invalidDate: 'ABSENCES.INVALID_DATE',
  endBeforeStart: 'ABSENCES.END_BEFORE_START',
  tooLong: 'ABSENCES.TOO_LONG',
  overlap: 'ABSENCES.OVERLAP',
  noteTooLong: 'ABSENCES.NOTE_TOO_LONG',
  /** A customer of the pool cannot be given to a user who is absent today. */
  userAbsent: 'ABSENCES.USER_ABSENT',
} as const;

/** The longest absence in days (a year and a day would be an error in the dates). */
export const ABSENCE_MAX_DAYS = 366;
export const ABSENCE_NOTE_MAX_LENGTH = 200;

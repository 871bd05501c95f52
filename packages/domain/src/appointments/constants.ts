// The keys and limits of appointments in their own module: messages that name a limit read them without
// pulling the appointment rules (and Temporal, which they use) into every page that shows a message.

export const appointmentMessageKeys = {
  startInPast: 'VALIDATE.APPOINTMENT_START_IN_PAST',
  endBeforeStart: 'VALIDATE.APPOINTMENT_END_BEFORE_START',
  sameDay: 'VALIDATE.APPOINTMENT_SAME_DAY',
  minuteStep: 'VALIDATE.APPOINTMENT_MINUTE_STEP',
  invalidDate: 'VALIDATE.APPOINTMENT_INVALID_DATE',
  invalidTime: 'VALIDATE.APPOINTMENT_INVALID_TIME',
  commentTooLong: 'VALIDATE.APPOINTMENT_COMMENT_TOO_LONG',
  nameTooLong: 'VALIDATE.APPOINTMENT_NAME_TOO_LONG',
  overlap: 'VALIDATE.APPOINTMENT_OVERLAP',
  /** An Outlook or Google event, or a cancelled appointment, cannot be changed here. */
  notEditable: 'VALIDATE.APPOINTMENT_NOT_EDITABLE',
  deletionSuccess: 'DELETION_SUCCESS',
  deletionError: 'MESSAGES.DELETION_ERROR',
} as const;

export const APPOINTMENT_MINUTE_STEP = 15;
export const APPOINTMENT_COMMENT_MAX_LENGTH = 400;
export const APPOINTMENT_NAME_MAX_LENGTH = 200;

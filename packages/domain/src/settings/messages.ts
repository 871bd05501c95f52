/** Message keys of the settings screens (spec 5, 8), shared by web and server. */
export const settingsMessageKeys = {
  updateSuccess: 'MESSAGES.UPDATE_SUCCESS',
  updateWarning: 'MESSAGES.UPDATE_WARNING',
  updateError: 'MESSAGES.UPDATE_ERROR',
  createSuccess: 'MESSAGES.CREATE_SUCCESS',
  inviteSent: 'MESSAGES.INVITE_SENT',
  incompleteAvailabilities: 'VALIDATE.INCOMPLETE_AVAILABILITIES',
  availabilityEndBeforeStart: 'VALIDATE.AVAILABILITY_END_BEFORE_START',
  emailInvalid: 'VALIDATE.EMAIL_INVALID',
  emailDisposable: 'VALIDATE.EMAIL_DISPOSABLE',
  emailFreemail: 'VALIDATE.EMAIL_FREEMAIL',
  emailInUse: 'VALIDATE.EMAIL_IN_USE',
  tooLong: 'VALIDATE.TOO_LONG',
  /** A team still holding channels cannot be deleted: they go to another team (or none) first. */
  teamHasChannels: 'SETTINGS.TEAM_HAS_CHANNELS',
  forbidden: 'FORBIDDEN.TITLE',
} as const;

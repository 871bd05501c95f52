/** The limits and message keys of touchpoints, in a module of their own: the app's catalog names them on every page. */

export const touchpointMessageKeys = {
  greetingTooLong: 'TOUCHPOINTS.GREETING_TOO_LONG',
  buttonLabelTooLong: 'TOUCHPOINTS.BUTTON_LABEL_TOO_LONG',
  invalidColor: 'TOUCHPOINTS.INVALID_COLOR',
} as const;

export const WIDGET_GREETING_MAX_LENGTH = 200;

export const WIDGET_BUTTON_LABEL_MAX_LENGTH = 40;

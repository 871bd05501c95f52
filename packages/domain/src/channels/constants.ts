/** The limits and message keys of channels, in a module of their own: the app's catalog names them on every page. */

/** Message keys of the channel screens; the web app translates them, the server returns them. */
export const channelMessageKeys = {
  invalidHost: 'CHANNELS.INVALID_HOST',
  invalidPort: 'CHANNELS.INVALID_PORT',
  tooLong: 'CHANNELS.TOO_LONG',
  /** The SMTP host could not be reached (DNS, refused, TLS, timeout). */
  smtpUnreachable: 'CHANNELS.SMTP_UNREACHABLE',
  /** The SMTP host answered but refused the user name or password. */
  smtpAuthFailed: 'CHANNELS.SMTP_AUTH_FAILED',
  /** The SMTP host is or resolves to a private, local or otherwise internal address. */
  smtpAddressRefused: 'CHANNELS.SMTP_ADDRESS_REFUSED',
  /** Too many SMTP checks for the company in the last minute. */
  tooManyChecks: 'CHANNELS.TOO_MANY_CHECKS',
  typeDisabled: 'CHANNELS.TYPE_DISABLED',
  /** Reconnect is offered for unregistered WhatsApp numbers only. */
  reconnectNotPossible: 'CHANNELS.RECONNECT_NOT_POSSIBLE',
} as const;

/** The highest TCP port. */
export const PORT_MAX = 65_535;

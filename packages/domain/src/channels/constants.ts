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
  /** The IMAP host (incoming mail) could not be reached (DNS, refused, TLS, timeout). */
  imapUnreachable: 'CHANNELS.IMAP_UNREACHABLE',
  /** The IMAP host answered but refused the user name or password. */
  imapAuthFailed: 'CHANNELS.IMAP_AUTH_FAILED',
  /** The SMTP host is or resolves to a private, local or otherwise internal address. */
  smtpAddressRefused: 'CHANNELS.SMTP_ADDRESS_REFUSED',
  /** Too many SMTP checks for the company in the last minute. */
  tooManyChecks: 'CHANNELS.TOO_MANY_CHECKS',
  typeDisabled: 'CHANNELS.TYPE_DISABLED',
  /** Reconnect is offered for unregistered WhatsApp numbers only. */
  reconnectNotPossible: 'CHANNELS.RECONNECT_NOT_POSSIBLE',
  /** A Meta id (phone number, business account, page) is digits only. */
  invalidMetaId: 'CHANNELS.INVALID_META_ID',
  /** The verify token Meta echoes when the webhook is set up: 8 to 100 characters without spaces. */
  invalidVerifyToken: 'CHANNELS.INVALID_VERIFY_TOKEN',
  /** The Graph API refused the access token (invalid, expired, revoked: error code 190 or HTTP 401). */
  metaTokenRefused: 'CHANNELS.META_TOKEN_REFUSED',
  /** The token works but lacks a permission the channel needs (error codes 10, 200-299, HTTP 403). */
  metaPermissionMissing: 'CHANNELS.META_PERMISSION_MISSING',
  /** The Graph API knows no phone number with this id for this token (error code 100, HTTP 404). */
  whatsappNumberUnknown: 'CHANNELS.WHATSAPP_NUMBER_UNKNOWN',
  /** The phone number id belongs to another number than the one typed. */
  whatsappNumberMismatch: 'CHANNELS.WHATSAPP_NUMBER_MISMATCH',
  /** The number is not among the business account's numbers (or the account is unknown). */
  whatsappAccountMismatch: 'CHANNELS.WHATSAPP_ACCOUNT_MISMATCH',
  /** The Graph API knows no page with this id for this token. */
  messengerPageUnknown: 'CHANNELS.MESSENGER_PAGE_UNKNOWN',
  /** The Graph API could not be reached or answered with a server error. */
  metaUnreachable: 'CHANNELS.META_UNREACHABLE',
  /** Reconnect checked the number, but Meta does not report it connected (still pending, or not registered). */
  whatsappNotConnected: 'CHANNELS.WHATSAPP_NOT_CONNECTED',
  /** A channel added before its Cloud API details were asked for: it has none to check. */
  setupIncomplete: 'CHANNELS.SETUP_INCOMPLETE',
} as const;

/** The highest TCP port. */
export const PORT_MAX = 65_535;

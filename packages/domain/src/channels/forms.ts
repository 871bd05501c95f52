import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { emailSchema } from '../validation/auth.ts';
import { requiredString, requiredText, UNTRIMMED_FACTOR } from '../validation/text.ts';
import { isPhoneNumber, PHONE_MAX_LENGTH } from '../validation/user.ts';
import { channelMessageKeys, PORT_MAX } from './constants.ts';

export { channelMessageKeys, PORT_MAX } from './constants.ts';

export const CHANNEL_VALUE_MAX_LENGTH = 200;
export const CHANNEL_SECRET_MAX_LENGTH = 1000;
/** RFC 1035: a host name has at most 253 characters, each label 1 to 63. */
export const HOSTNAME_MAX_LENGTH = 253;

const { required } = messageKeys;

/**
 * A host name or IPv4 address: letters, digits, dots and dashes, labels of 1 to 63 characters that
 * neither start nor end with a dash. One pass over the characters, no pattern.
 */
export function isHostname(value: string): boolean {
  if (value.length === 0 || value.length > HOSTNAME_MAX_LENGTH) return false;
  let label = 0;
  let previous = '.';
  for (const char of value.toLowerCase()) {
    if (char === '.') {
      if (label === 0 || previous === '-') return false;
      label = 0;
    } else if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') || char === '-') {
      if (char === '-' && label === 0) return false;
      label += 1;
      if (label > 63) return false;
    } else return false;
    previous = char;
  }
  return label > 0 && previous !== '-';
}

/** A TCP port, 1 to 65535. */
export function isPort(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= PORT_MAX;
}

const channelValue = requiredText(CHANNEL_VALUE_MAX_LENGTH, channelMessageKeys.tooLong);

/** Secrets are taken as typed (a password may begin with a space), but not blank. */
const secret = requiredString(CHANNEL_SECRET_MAX_LENGTH, channelMessageKeys.tooLong);

const hostname = v.pipe(
  requiredText(HOSTNAME_MAX_LENGTH, channelMessageKeys.invalidHost),
  v.check(isHostname, channelMessageKeys.invalidHost),
  v.toLowerCase(),
);

/** Ports are typed as text; digits only, 1 to 65535. */
const PORT_DIGITS = 5;
const port = v.pipe(
  requiredText(PORT_DIGITS, channelMessageKeys.invalidPort),
  v.digits(channelMessageKeys.invalidPort),
  v.transform(Number),
  v.check(isPort, channelMessageKeys.invalidPort),
);

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** Blank is none; anything else must pass `schema`. The raw value is capped before it is trimmed. */
const blankOr = <TOutput>(schema: v.GenericSchema<string, TOutput>, max: number, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.maxLength(max * UNTRIMMED_FACTOR, tooLong),
    v.transform(blankToNull),
    v.nullable(schema),
  );

const optionalHostname = blankOr(hostname, HOSTNAME_MAX_LENGTH, channelMessageKeys.invalidHost);
const optionalPort = blankOr(port, PORT_DIGITS, channelMessageKeys.invalidPort);

const teamId = v.pipe(
  v.string(required),
  v.maxLength(128, channelMessageKeys.tooLong),
  v.transform(blankToNull),
);

const channelEmail = v.pipe(
  v.string(required),
  v.maxLength(CHANNEL_VALUE_MAX_LENGTH, channelMessageKeys.tooLong),
  emailSchema,
  v.toLowerCase(),
);

/**
 * Add an email (SMTP) channel: the address; the account's mail server (`host`, `port`, `secure`,
 * which the server checks by signing in over SMTP); an optional separate outgoing relay (`transport`,
 * checked too when given); an optional IMAP server the customers' mail is fetched from (`imap_*`, port
 * 993 when blank, checked by signing in); and the account's credentials (user name in `name`, `password`).
 */
export const smtpChannelFormSchema = v.object({
  value: channelEmail,
  host: hostname,
  port,
  secure: v.boolean(),
  host_transport: optionalHostname,
  port_transport: optionalPort,
  secure_transport: v.boolean(),
  imap_host: optionalHostname,
  imap_port: optionalPort,
  imap_secure: v.boolean(),
  name: channelValue,
  password: secret,
  teamId,
});
export type SmtpChannelForm = v.InferInput<typeof smtpChannelFormSchema>;

/** Gmail: the address; the account is linked through Google on the server side. */
export const gmailChannelFormSchema = v.object({ value: channelEmail, teamId });
export type GmailChannelForm = v.InferInput<typeof gmailChannelFormSchema>;

/** Meta's ids (a phone number's, a WhatsApp business account's, a page's) are digits, at most 32. */
export const META_ID_MAX_LENGTH = 32;
const metaId = v.pipe(
  requiredText(META_ID_MAX_LENGTH, channelMessageKeys.invalidMetaId),
  v.digits(channelMessageKeys.invalidMetaId),
);

/** The token Meta sends back when the webhook is verified: 8 to 100 characters, no white space. */
export const VERIFY_TOKEN_MIN_LENGTH = 8;
export const VERIFY_TOKEN_MAX_LENGTH = 100;
export function isVerifyToken(value: string): boolean {
  if (value.length < VERIFY_TOKEN_MIN_LENGTH || value.length > VERIFY_TOKEN_MAX_LENGTH) return false;
  for (const char of value) if (char.trim() === '') return false;
  return true;
}
const verifyToken = v.pipe(
  requiredText(VERIFY_TOKEN_MAX_LENGTH, channelMessageKeys.invalidVerifyToken),
  v.check(isVerifyToken, channelMessageKeys.invalidVerifyToken),
);

/**
 * WhatsApp Cloud API: the number (E.164 once stored), its phone number id (`client_id`), the WhatsApp
 * business account it belongs to, the access token (a system user's), and the verify token the
 * webhook's set-up at Meta sends back. The server checks them against the Graph API before it stores
 * the channel.
 */
export const whatsappChannelFormSchema = v.object({
  value: v.pipe(
    requiredText(PHONE_MAX_LENGTH, messageKeys.invalidPhone),
    v.check(isPhoneNumber, messageKeys.invalidPhone),
  ),
  client_id: metaId,
  businessAccountId: metaId,
  accessToken: secret,
  verifyToken,
  teamId,
});
export type WhatsappChannelForm = v.InferInput<typeof whatsappChannelFormSchema>;

/** A channel at a provider: its name there (`value`) and the provider's id for it (`client_id`). */
const providerAccount = { value: channelValue, client_id: channelValue, teamId };

/**
 * Facebook Messenger: the page's name, its id (digits), the page access token and the webhook's verify
 * token; the server checks the page and token against the Graph API before it stores the channel.
 */
export const facebookChannelFormSchema = v.object({
  ...providerAccount,
  client_id: metaId,
  accessToken: secret,
  verifyToken,
});
export type FacebookChannelForm = v.InferInput<typeof facebookChannelFormSchema>;

/**
 * Google business reviews, after signing in with Google: one of the account's locations (its resource
 * name, `locations/…`), the channel's name (the location's title unless changed) and its team.
 */
export const googleReviewsChannelFormSchema = v.object({
  value: channelValue,
  location: requiredText(100, channelMessageKeys.tooLong),
  teamId,
});
export type GoogleReviewsChannelForm = v.InferInput<typeof googleReviewsChannelFormSchema>;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { registerKeyedMessages } from '../../lib/messages.ts';

/**
 * The channels settings' message keys (`channelMessageKeys`: the SMTP and Graph API checks, the
 * reconnect, the widget): registered when the channels feature loads, so their texts stay out of what
 * every page loads (the catalog's later part).
 */
export const channelMessages: Record<string, MessageDescriptor> = {
  'CHANNELS.INVALID_HOST': msg({
    id: 'CHANNELS.INVALID_HOST',
    message: 'Enter a host name like mail.example.com or an IP address.',
  }),
  'CHANNELS.INVALID_PORT': msg({ id: 'CHANNELS.INVALID_PORT', message: 'Enter a port from {min} to {max}.' }),
  'CHANNELS.TOO_LONG': msg({ id: 'CHANNELS.TOO_LONG', message: 'This value is too long.' }),
  'CHANNELS.SMTP_UNREACHABLE': msg({
    id: 'CHANNELS.SMTP_UNREACHABLE',
    message: 'The mail server could not be reached. Check the host, the port and the SSL/TLS setting.',
  }),
  'CHANNELS.SMTP_AUTH_FAILED': msg({
    id: 'CHANNELS.SMTP_AUTH_FAILED',
    message: 'The mail server refused the user name or the password.',
  }),
  'CHANNELS.SMTP_ADDRESS_REFUSED': msg({
    id: 'CHANNELS.SMTP_ADDRESS_REFUSED',
    message:
      'This mail server is on a private or local network address. Enter the public host name of your mail server.',
  }),
  'CHANNELS.TOO_MANY_CHECKS': msg({
    id: 'CHANNELS.TOO_MANY_CHECKS',
    message: 'Too many connection checks in a short time. Please wait a minute and try again.',
  }),
  'CHANNELS.TYPE_DISABLED': msg({
    id: 'CHANNELS.TYPE_DISABLED',
    message: 'This channel type is not available for your brand.',
  }),
  'CHANNELS.RECONNECT_NOT_POSSIBLE': msg({
    id: 'CHANNELS.RECONNECT_NOT_POSSIBLE',
    message: 'Only an unregistered WhatsApp number can be reconnected.',
  }),
  'CHANNELS.INVALID_META_ID': msg({
    id: 'CHANNELS.INVALID_META_ID',
    message: 'Enter the ID as Meta shows it: digits only.',
  }),
  'CHANNELS.INVALID_VERIFY_TOKEN': msg({
    id: 'CHANNELS.INVALID_VERIFY_TOKEN',
    message: 'Use 8 to 100 characters without spaces.',
  }),
  'CHANNELS.META_TOKEN_REFUSED': msg({
    id: 'CHANNELS.META_TOKEN_REFUSED',
    message:
      'Meta refused the access token: it is wrong, expired or revoked. Create a new one and paste it here.',
  }),
  'CHANNELS.META_PERMISSION_MISSING': msg({
    id: 'CHANNELS.META_PERMISSION_MISSING',
    message:
      'The access token lacks a permission Parley needs (whatsapp_business_messaging and whatsapp_business_management, or pages_messaging for a page).',
  }),
  'CHANNELS.WHATSAPP_NUMBER_UNKNOWN': msg({
    id: 'CHANNELS.WHATSAPP_NUMBER_UNKNOWN',
    message: 'Meta knows no phone number with this ID for this access token.',
  }),
  'CHANNELS.WHATSAPP_NUMBER_MISMATCH': msg({
    id: 'CHANNELS.WHATSAPP_NUMBER_MISMATCH',
    message: 'This phone number ID belongs to another number. Check the number or the ID.',
  }),
  'CHANNELS.WHATSAPP_ACCOUNT_MISMATCH': msg({
    id: 'CHANNELS.WHATSAPP_ACCOUNT_MISMATCH',
    message: 'The number is not in this WhatsApp Business Account.',
  }),
  'CHANNELS.MESSENGER_PAGE_UNKNOWN': msg({
    id: 'CHANNELS.MESSENGER_PAGE_UNKNOWN',
    message: 'Meta knows no page with this ID for this page access token.',
  }),
  'CHANNELS.META_UNREACHABLE': msg({
    id: 'CHANNELS.META_UNREACHABLE',
    message: 'Meta could not be reached. Please try again in a few minutes.',
  }),
  'CHANNELS.WHATSAPP_NOT_CONNECTED': msg({
    id: 'CHANNELS.WHATSAPP_NOT_CONNECTED',
    message: 'Meta does not report this number as connected yet. Try again later.',
  }),
  'CHANNELS.SETUP_INCOMPLETE': msg({
    id: 'CHANNELS.SETUP_INCOMPLETE',
    message: 'This number has no Cloud API details to check. Remove it and add it again with them.',
  }),
  'CHANNELS.IMAP_UNREACHABLE': msg({
    id: 'CHANNELS.IMAP_UNREACHABLE',
    message: 'The IMAP server could not be reached. Check the IMAP host, the port and the SSL/TLS setting.',
  }),
  'CHANNELS.IMAP_AUTH_FAILED': msg({
    id: 'CHANNELS.IMAP_AUTH_FAILED',
    message: 'The IMAP server refused the user name or password.',
  }),
  'CHANNELS.WIDGET_INVALID_COLOR': msg({
    id: 'CHANNELS.WIDGET_INVALID_COLOR',
    message: 'Enter a colour as #RRGGBB, for example #40929F.',
  }),
  // Adding a Google reviews channel: the Google sign-in and the location.
  'REVIEWS.LINK_FAILED': msg({
    id: 'REVIEWS.LINK_FAILED',
    message: 'Google did not confirm the sign-in. Please sign in again.',
  }),
  'REVIEWS.NO_LOCATIONS': msg({
    id: 'REVIEWS.NO_LOCATIONS',
    message:
      'This Google account manages no business location. Sign in with the account of your Business Profile.',
  }),
  'REVIEWS.LINK_EXPIRED': msg({
    id: 'REVIEWS.LINK_EXPIRED',
    message: 'The Google sign-in has expired. Sign in with Google again to add the channel.',
  }),
  'REVIEWS.UNKNOWN_LOCATION': msg({
    id: 'REVIEWS.UNKNOWN_LOCATION',
    message: 'Choose one of the locations of your Google account.',
  }),
};

/**
 * Makes the keys known to the form layer and the toasts. Each channels module that shows one calls it
 * at its top: a call, not a bare import, which the bundler drops when kept only for its side effects.
 */
export function registerChannelMessages(): void {
  registerKeyedMessages(channelMessages);
}

import { msg } from '@lingui/core/macro';

/*
 * Why a provider could not deliver a staff message, as the thread says it under the message (the
 * server records a DELIVERY.* key where staff can act on it, else the provider's own words). Imported
 * by nothing, like the timeline's messages, so they travel in the catalog's second part, which a thread
 * with a failed message asks for.
 */
export const deliveryFailureMessages = [
  msg({
    id: 'DELIVERY.OUTSIDE_WINDOW',
    message: 'More than 24 hours have passed since the customer last wrote: only a template can be sent.',
  }),
  msg({
    id: 'DELIVERY.NOT_ON_WHATSAPP',
    message: 'This number cannot receive WhatsApp messages (not on WhatsApp, or an old app).',
  }),
  msg({ id: 'DELIVERY.UNSUPPORTED', message: 'WhatsApp does not support this kind of message.' }),
  msg({ id: 'DELIVERY.TEMPLATE_PARAMETERS', message: "The template's placeholders do not match it." }),
  msg({ id: 'DELIVERY.TEMPLATE_MISSING', message: 'The template does not exist in this language.' }),
  msg({
    id: 'DELIVERY.TEMPLATE_PAUSED',
    message: 'The template is paused by WhatsApp because of low quality.',
  }),
  msg({ id: 'DELIVERY.TEMPLATE_DISABLED', message: 'The template is disabled by WhatsApp.' }),
  msg({
    id: 'DELIVERY.RECONNECT_CHANNEL',
    message: "The channel's access has expired: an admin reconnects it under Settings › Channels.",
  }),
  msg({ id: 'DELIVERY.NO_PHONE', message: 'The contact has no phone number.' }),
  msg({ id: 'DELIVERY.NO_EMAIL', message: 'The contact has no email address.' }),
  msg({
    id: 'DELIVERY.NO_CHANNEL',
    message: 'No channel of this kind is connected: an admin adds one under Settings › Channels.',
  }),
  msg({
    id: 'DELIVERY.RECIPIENT_UNAVAILABLE',
    message: 'The customer cannot be reached on this channel any more.',
  }),
  msg({
    id: 'DELIVERY.OUTSIDE_MESSENGER_WINDOW',
    message:
      'More than 24 hours have passed since the customer last wrote: Messenger takes no reply until they write again.',
  }),
  msg({
    id: 'DELIVERY.PROVIDER_UNAVAILABLE',
    message: 'WhatsApp did not take the message after several tries: send it again later.',
  }),
  msg({
    id: 'DELIVERY.ATTACHMENTS_NOT_SENT',
    message: 'Attachments cannot be sent through this channel yet.',
  }),
];

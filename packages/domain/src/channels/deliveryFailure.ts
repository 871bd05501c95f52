/*
 * Why a provider could not deliver a staff message, as the message's `failureReason` carries it: one of
 * these keys where the provider's error is one staff can act on (the app says it in their language), or
 * else the provider's own words.
 */

export const deliveryFailureKeys = {
  outsideWindow: 'DELIVERY.OUTSIDE_WINDOW',
  notOnWhatsApp: 'DELIVERY.NOT_ON_WHATSAPP',
  unsupported: 'DELIVERY.UNSUPPORTED',
  templateParameters: 'DELIVERY.TEMPLATE_PARAMETERS',
  templateMissing: 'DELIVERY.TEMPLATE_MISSING',
  templatePaused: 'DELIVERY.TEMPLATE_PAUSED',
  templateDisabled: 'DELIVERY.TEMPLATE_DISABLED',
  reconnect: 'DELIVERY.RECONNECT_CHANNEL',
  noPhone: 'DELIVERY.NO_PHONE',
  noEmail: 'DELIVERY.NO_EMAIL',
  attachments: 'DELIVERY.ATTACHMENTS_NOT_SENT',
  providerUnavailable: 'DELIVERY.PROVIDER_UNAVAILABLE',
  recipientUnavailable: 'DELIVERY.RECIPIENT_UNAVAILABLE',
  outsideMessengerWindow: 'DELIVERY.OUTSIDE_MESSENGER_WINDOW',
  /** The company has no live channel of the conversation's kind: nothing can carry the message. */
  noChannel: 'DELIVERY.NO_CHANNEL',
} as const;
export type DeliveryFailureKey = (typeof deliveryFailureKeys)[keyof typeof deliveryFailureKeys];

/** The WhatsApp Cloud API's error codes staff can do something about. */
export const whatsAppErrorKeys: Readonly<Record<number, DeliveryFailureKey>> = {
  131047: deliveryFailureKeys.outsideWindow,
  131026: deliveryFailureKeys.notOnWhatsApp,
  131051: deliveryFailureKeys.unsupported,
  132000: deliveryFailureKeys.templateParameters,
  132001: deliveryFailureKeys.templateMissing,
  132015: deliveryFailureKeys.templatePaused,
  132016: deliveryFailureKeys.templateDisabled,
  190: deliveryFailureKeys.reconnect,
  10: deliveryFailureKeys.reconnect,
};

const known = new Set<string>(Object.values(deliveryFailureKeys));

export function isDeliveryFailureKey(reason: string): reason is DeliveryFailureKey {
  return known.has(reason);
}

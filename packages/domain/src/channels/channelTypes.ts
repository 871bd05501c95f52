/*
 * Channel types (spec 3, 9): email (SMTP by default, Gmail, Office 365), messenger (Facebook and
 * WhatsApp) and reviews (Google business). Which of them a company may add depends on its brand's
 * channel preferences (spec 6): disabled types are hidden, Gmail only where the brand allows it, and
 * Office 365 is disabled everywhere.
 */

export const channelTypes = [
  'EMAIL',
  'GMAIL',
  'OFFICE365',
  'MESSENGER',
  'WHATSAPP',
  'GOOGLE_REVIEWS',
] as const;
export type ChannelTypeId = (typeof channelTypes)[number];

export const channelClientTypes = [
  'SMTP',
  'GMAIL',
  'OFFICE365',
  'FACEBOOK',
  'WHATSAPP',
  'GOOGLE_BUSINESS',
] as const;
export type ChannelClientTypeId = (typeof channelClientTypes)[number];

export type ChannelFamily = 'email' | 'messenger' | 'reviews';

/** The family (the channel's `type`) and the one client type of each channel type. */
export const channelKinds: Record<ChannelTypeId, { family: ChannelFamily; clientType: ChannelClientTypeId }> =
  {
    EMAIL: { family: 'email', clientType: 'SMTP' },
    GMAIL: { family: 'email', clientType: 'GMAIL' },
    OFFICE365: { family: 'email', clientType: 'OFFICE365' },
    MESSENGER: { family: 'messenger', clientType: 'FACEBOOK' },
    WHATSAPP: { family: 'messenger', clientType: 'WHATSAPP' },
    GOOGLE_REVIEWS: { family: 'reviews', clientType: 'GOOGLE_BUSINESS' },
  };

/** `add/{type}` takes the lowercased channel type (spec 2): `add/email`, `add/whatsapp`, … */
export type ChannelRouteType = Lowercase<ChannelTypeId>;

export function channelRouteType(type: ChannelTypeId): ChannelRouteType {
  return type.toLowerCase() as ChannelRouteType;
}

export function channelTypeFromRoute(segment: string): ChannelTypeId | null {
  if (segment.length > 32) return null;
  const upper = segment.toUpperCase();
  return (channelTypes as readonly string[]).includes(upper) ? (upper as ChannelTypeId) : null;
}

export type ChannelPreference = { channelType: ChannelTypeId; isDisabled: boolean };

export type ChannelTypeAvailability = 'available' | 'hidden' | 'disabled';

/**
 * Whether a brand offers a channel type: Office 365 is shown but disabled for every brand; Gmail is
 * offered only when the brand names it as enabled; any other type unless the brand disabled it.
 */
export function channelTypeAvailability(
  type: ChannelTypeId,
  preferences: readonly ChannelPreference[],
): ChannelTypeAvailability {
  if (type === 'OFFICE365') return 'disabled';
  const preference = preferences.find((p) => p.channelType === type);
  if (type === 'GMAIL') return preference && !preference.isDisabled ? 'available' : 'hidden';
  return preference?.isDisabled ? 'hidden' : 'available';
}

/** The types the add-channel menu lists, grouped by family in spec order, with their availability. */
export function addableChannelTypes(
  preferences: readonly ChannelPreference[],
): Array<{ type: ChannelTypeId; family: ChannelFamily; isDisabled: boolean }> {
  return channelTypes.flatMap((type) => {
    const availability = channelTypeAvailability(type, preferences);
    if (availability === 'hidden') return [];
    return [{ type, family: channelKinds[type].family, isDisabled: availability === 'disabled' }];
  });
}

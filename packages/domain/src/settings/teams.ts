import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { optionalText, requiredText } from '../validation/text.ts';
import { EXTERNAL_ID_FORBIDDEN } from '../validation/user.ts';
import { settingsMessageKeys } from './messages.ts';

/** The team variants of settings/teams/add/{type}: the address variant is a team at a location. */
export const teamVariants = ['standard', 'address'] as const;
export type TeamVariant = (typeof teamVariants)[number];

export const teamFieldLimits = {
  name: 100,
  externalId: 100,
  street: 150,
  streetNumber: 20,
  zipCode: 10,
  city: 100,
};

const { tooLong } = settingsMessageKeys;

const externalId = v.pipe(
  optionalText(teamFieldLimits.externalId, tooLong),
  v.check((value) => !EXTERNAL_ID_FORBIDDEN.test(value), messageKeys.invalidExternalId),
);

/** Required in the address variant, optional in the standard one. */
const addressPart = (address: boolean, max: number) =>
  address ? requiredText(max, tooLong) : optionalText(max, tooLong);

/** Team form (spec 5): the name is required; the address variant requires street, number, zip code, city. */
export function teamFormSchema(type: TeamVariant) {
  const address = type === 'address';
  return v.object({
    name: requiredText(teamFieldLimits.name, tooLong),
    externalId,
    street: addressPart(address, teamFieldLimits.street),
    streetNumber: addressPart(address, teamFieldLimits.streetNumber),
    zipCode: addressPart(address, teamFieldLimits.zipCode),
    city: addressPart(address, teamFieldLimits.city),
  });
}

export type TeamForm = v.InferOutput<ReturnType<typeof teamFormSchema>>;
export type TeamFormInput = v.InferInput<ReturnType<typeof teamFormSchema>>;

type TeamAddressParts = {
  street?: string | null;
  streetNumber?: string | null;
  zipCode?: string | null;
  city?: string | null;
};

/**
 * A team's address as every screen shows it (settings/teams, the profile's team cards, an
 * appointment's location): "Street 1" and "12345 City", each line only when it has something, or null
 * when the team has no address at all. A standard team may have only a city; settings/teams once asked
 * for a street and said "No address" for the teams the profile showed in Berlin (issue 27).
 */
export function teamAddressLinesOf(address: TeamAddressParts | null | undefined): string[] | null {
  const line = (...parts: Array<string | null | undefined>) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  const lines = [line(address?.street, address?.streetNumber), line(address?.zipCode, address?.city)].filter(
    Boolean,
  );
  return lines.length > 0 ? lines : null;
}

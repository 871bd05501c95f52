import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
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

const required = (max: number) =>
  v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(max, settingsMessageKeys.tooLong),
  );

const optional = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, settingsMessageKeys.tooLong)), '');

const externalId = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(teamFieldLimits.externalId, settingsMessageKeys.tooLong),
    v.check((value) => !EXTERNAL_ID_FORBIDDEN.test(value), messageKeys.invalidExternalId),
  ),
  '',
);

/** Team form (spec 5): the name is required; the address variant requires street, number, zip code, city. */
export function teamFormSchema(type: TeamVariant) {
  const address = type === 'address';
  return v.object({
    name: required(teamFieldLimits.name),
    externalId,
    street: address ? required(teamFieldLimits.street) : optional(teamFieldLimits.street),
    streetNumber: address ? required(teamFieldLimits.streetNumber) : optional(teamFieldLimits.streetNumber),
    zipCode: address ? required(teamFieldLimits.zipCode) : optional(teamFieldLimits.zipCode),
    city: address ? required(teamFieldLimits.city) : optional(teamFieldLimits.city),
  });
}

export type TeamForm = v.InferOutput<ReturnType<typeof teamFormSchema>>;
export type TeamFormInput = v.InferInput<ReturnType<typeof teamFormSchema>>;

import * as v from 'valibot';
import { roleTypes } from '../auth/roles.ts';
import { messageKeys } from '../messages.ts';
import { optionalText, requiredText } from '../validation/text.ts';
import { externalIdSchema, isPhoneNumber, userFieldLimits } from '../validation/user.ts';
import { settingsMessageKeys } from './messages.ts';

const { tooLong } = settingsMessageKeys;

/**
 * The user form of settings/users (spec 5, user edit): names and email required and trimmed, the
 * email valid, the phone a phone number, the external id without space & ? # / : % = + or backslash,
 * and the role required when the form shows it (admins editing users). `validateEmail` and
 * `validatePhone` (DE) are checked beside it, on the server and before saving.
 */
export function userSettingsFormSchema(options: { roleShown: boolean }) {
  return v.object({
    firstName: requiredText(userFieldLimits.name, tooLong),
    lastName: requiredText(userFieldLimits.name, tooLong),
    email: v.pipe(requiredText(userFieldLimits.email, tooLong), v.email(messageKeys.invalidEmail)),
    title: optionalText(userFieldLimits.title, tooLong),
    phone: v.pipe(
      optionalText(userFieldLimits.phone, tooLong),
      v.check((value) => value === '' || isPhoneNumber(value), messageKeys.invalidPhone),
    ),
    role: options.roleShown
      ? v.picklist(roleTypes, messageKeys.required)
      : v.optional(v.union([v.picklist(roleTypes), v.literal('')]), ''),
    externalId: v.optional(externalIdSchema, ''),
  });
}

export type UserSettingsFormInput = v.InferInput<ReturnType<typeof userSettingsFormSchema>>;
export type UserSettingsForm = v.InferOutput<ReturnType<typeof userSettingsFormSchema>>;

/** The reasons `validateEmail` gives, shown on the email field. */
export const emailCheckReasons = [
  settingsMessageKeys.emailInvalid,
  settingsMessageKeys.emailDisposable,
  settingsMessageKeys.emailFreemail,
] as const;

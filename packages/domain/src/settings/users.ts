import * as v from 'valibot';
import { roleTypes } from '../auth/roles.ts';
import { messageKeys } from '../messages.ts';
import { EXTERNAL_ID_FORBIDDEN, isPhoneNumber } from '../validation/user.ts';
import { settingsMessageKeys } from './messages.ts';

/** Input limits of the user form; the server enforces the same. */
export const userFieldLimits = { name: 100, email: 254, title: 100, phone: 64, externalId: 100 } as const;

const required = (max: number) =>
  v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(max, settingsMessageKeys.tooLong),
  );

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, settingsMessageKeys.tooLong)), '');

/**
 * The user form of settings/users (spec 5, user edit): names and email required and trimmed, the
 * email valid, the phone a phone number, the external id without space & ? # / : % = + or backslash,
 * and the role required when the form shows it (admins editing users). `validateEmail` and
 * `validatePhone` (DE) are checked beside it, on the server and before saving.
 */
export function userSettingsFormSchema(options: { roleShown: boolean }) {
  return v.object({
    firstName: required(userFieldLimits.name),
    lastName: required(userFieldLimits.name),
    email: v.pipe(
      v.string(messageKeys.required),
      v.trim(),
      v.nonEmpty(messageKeys.required),
      v.maxLength(userFieldLimits.email, settingsMessageKeys.tooLong),
      v.email(messageKeys.invalidEmail),
    ),
    title: optionalText(userFieldLimits.title),
    phone: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(userFieldLimits.phone, settingsMessageKeys.tooLong),
        v.check((value) => value === '' || isPhoneNumber(value), messageKeys.invalidPhone),
      ),
      '',
    ),
    role: options.roleShown
      ? v.picklist(roleTypes, messageKeys.required)
      : v.optional(v.union([v.picklist(roleTypes), v.literal('')]), ''),
    externalId: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(userFieldLimits.externalId, settingsMessageKeys.tooLong),
        v.check((value) => !EXTERNAL_ID_FORBIDDEN.test(value), messageKeys.invalidExternalId),
      ),
      '',
    ),
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

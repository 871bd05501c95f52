import * as v from 'valibot';
import { roleTypes } from '../auth/roles.ts';
import { messageKeys } from '../messages.ts';
import { PASSWORD_MAX_LENGTH } from '../validation/auth.ts';
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
export function userSettingsFormSchema(options: {
  roleShown: boolean;
  /**
   * The saved email when users edit themselves: moving one's own sign-in to another address then
   * needs the current password (FORM_ERRORS.REQUIRED on `currentPassword` when it is missing).
   */
  ownEmail?: string | undefined;
}) {
  const { ownEmail } = options;
  const fields = v.object({
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
    currentPassword: v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH, tooLong)), ''),
  });
  return v.pipe(
    fields,
    v.forward(
      v.partialCheck(
        [['email'], ['currentPassword']],
        ({ email, currentPassword }) =>
          ownEmail === undefined ||
          email.toLowerCase() === ownEmail.trim().toLowerCase() ||
          currentPassword !== '',
        messageKeys.required,
      ),
      ['currentPassword'],
    ),
  );
}

export type UserSettingsFormInput = v.InferInput<ReturnType<typeof userSettingsFormSchema>>;
export type UserSettingsForm = v.InferOutput<ReturnType<typeof userSettingsFormSchema>>;

/** The reasons `validateEmail` gives, shown on the email field. */
export const emailCheckReasons = [
  settingsMessageKeys.emailInvalid,
  settingsMessageKeys.emailDisposable,
  settingsMessageKeys.emailFreemail,
] as const;

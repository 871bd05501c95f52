import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { requiredString, requiredText } from './text.ts';

export { PASSWORD_MIN_LENGTH } from './constants.ts';

/** RFC 5321: an address has at most 254 characters; a longer one is no valid address. */
export const EMAIL_MAX_LENGTH = 254;

/** Longer passwords are refused before any rule runs (the identity provider caps them far lower). */
export const PASSWORD_MAX_LENGTH = 4096;

export const emailSchema = v.pipe(
  requiredText(EMAIL_MAX_LENGTH, messageKeys.invalidEmail),
  v.email(messageKeys.invalidEmail),
);

/** Login (spec 5): email and password required, with the not-empty message. */
export const loginFormSchema = v.object({
  email: requiredText(EMAIL_MAX_LENGTH, messageKeys.invalidEmail, { missing: messageKeys.notEmpty }),
  password: requiredString(PASSWORD_MAX_LENGTH, messageKeys.general, { missing: messageKeys.notEmpty }),
});
export type LoginForm = v.InferOutput<typeof loginFormSchema>;

/** Reset request (spec 5): email required and valid. */
export const resetRequestFormSchema = v.object({ email: emailSchema });
export type ResetRequestForm = v.InferOutput<typeof resetRequestFormSchema>;

const newPassword = requiredString(PASSWORD_MAX_LENGTH, messageKeys.general);

// Pure (as the two schemas below), so a page that sets no password can leave them out.
const strongPassword = /* @__PURE__ */ v.pipe(
  newPassword,
  v.minLength(PASSWORD_MIN_LENGTH, messageKeys.passwordTooShort),
);

/** New password (spec 5): password required; confirm required and must match. */
export const newPasswordFormSchema = /* @__PURE__ */ v.pipe(
  v.object({
    password: strongPassword,
    confirmPassword: newPassword,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messageKeys.passwordsMustMatch,
    ),
    ['confirmPassword'],
  ),
);
export type NewPasswordForm = v.InferOutput<typeof newPasswordFormSchema>;

/**
 * Changing one's own password: the current one as well (a stolen one-hour session alone must not
 * be enough to take the account over), then the new password's rules. Spelt out rather than
 * `v.intersect` with `newPasswordFormSchema`: that put 0.3 KB more on the sign-in page's first load.
 */
export const changePasswordFormSchema = /* @__PURE__ */ v.pipe(
  v.object({
    currentPassword: newPassword,
    password: strongPassword,
    confirmPassword: newPassword,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messageKeys.passwordsMustMatch,
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordForm = v.InferOutput<typeof changePasswordFormSchema>;

import * as v from 'valibot';
import { messageKeys } from '../messages.ts';

const requiredString = (message: string) => v.pipe(v.string(message), v.nonEmpty(message));

export const emailSchema = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.email(messageKeys.invalidEmail),
);

/** Login (spec 5): email and password required, with the not-empty message. */
export const loginFormSchema = v.object({
  email: v.pipe(v.string(messageKeys.notEmpty), v.trim(), v.nonEmpty(messageKeys.notEmpty)),
  password: requiredString(messageKeys.notEmpty),
});
export type LoginForm = v.InferOutput<typeof loginFormSchema>;

/** Reset request (spec 5): email required and valid. */
export const resetRequestFormSchema = v.object({ email: emailSchema });
export type ResetRequestForm = v.InferOutput<typeof resetRequestFormSchema>;

/** Minimum length the identity provider accepts for a password. */
export const PASSWORD_MIN_LENGTH = 6;

/** New password (spec 5): password required; confirm required and must match. */
export const newPasswordFormSchema = v.pipe(
  v.object({
    password: v.pipe(
      requiredString(messageKeys.required),
      v.minLength(PASSWORD_MIN_LENGTH, messageKeys.passwordTooShort),
    ),
    confirmPassword: requiredString(messageKeys.required),
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

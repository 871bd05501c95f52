import { useLingui } from '@lingui/react/macro';
import { SignInFailure } from '@parley/api';
import { loginFormSchema, type SignInError } from '@parley/domain';
import { useLayoutEffect } from 'react';
import { FieldFailure, FormFailure, useTextForm } from '../../lib/form/text.ts';
import { takePrerenderedLogin } from '../../lib/prerenderedLogin.ts';

/** Which field a sign-in error belongs next to; the rest show above the form (spec 8). */
const errorField: Partial<Record<SignInError, 'email' | 'password'>> = {
  'FIREBASE_ERRORS.WRONG_PASSWORD': 'password',
  'FIREBASE_ERRORS.USER_NOT_FOUND': 'email',
  'FIREBASE_ERRORS.INVALID_EMAIL': 'email',
  'FIREBASE_ERRORS.USER_DISABLED': 'email',
};

export type SignInFormProps = {
  signIn: (email: string, password: string) => Promise<void>;
  /** After a successful sign-in: where to go. */
  onSignedIn: () => unknown;
};

/** Email and password, both required (spec 5); each sign-in error next to its field or above the form. */
export function SignInForm({ signIn, onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const form = useTextForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: async ({ email, password }) => {
      try {
        await signIn(email, password);
      } catch (error) {
        const key: SignInError = error instanceof SignInFailure ? error.key : 'FIREBASE_ERRORS.GENERAL';
        const field = errorField[key];
        throw field ? new FieldFailure(field, key) : new FormFailure({ messageKey: key });
      }
    },
    onSaved: onSignedIn,
  });
  // The page the server rendered ahead of time (src/lib/prerenderedLogin.ts) goes as this form appears,
  // in the same task, so no key typed there is lost: its values, caret and a pending send carry over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first appears
  useLayoutEffect(() => {
    const rendered = takePrerenderedLogin();
    if (!rendered) return;
    form.setFieldValue('email', rendered.values.email);
    form.setFieldValue('password', rendered.values.password);
    const { focus } = rendered;
    const input = focus && document.querySelector<HTMLInputElement>(`form input[name="${focus.name}"]`);
    if (focus && input) {
      // The new field shows the value before React's next render does, so the caret can be placed now.
      input.value = rendered.values[focus.name];
      input.focus();
      try {
        if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end);
      } catch {
        // An email field has no selection to set: the caret stays at the end.
      }
    }
    if (rendered.submitted) void form.handleSubmit();
  }, []);
  return (
    <form.AppForm>
      <form.Shell aria-label={t`Sign in`}>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" isRequired />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={t`Password`}
              autoComplete="current-password"
              isRequired
              showLabel={t`Show password`}
              hideLabel={t`Hide password`}
            />
          )}
        </form.AppField>
        {/* A focused pending button is announced by reference to its id (react-aria's live announcer),
            and the sign-in navigates away within the announcement's 7 s: the reference dangles (axe
            role-img-alt on the next page). A pointer press leaves focus in the field instead. */}
        <form.SubmitButton isFullWidth preventFocusOnPress>
          {t`Sign in`}
        </form.SubmitButton>
      </form.Shell>
    </form.AppForm>
  );
}

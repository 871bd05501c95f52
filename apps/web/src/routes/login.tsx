import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import {
  IMPERSONATION_ERROR,
  readAddressSignIn,
  requestImpersonationToken,
  SignInFailure,
} from '@parley/api';
import { loginFormSchema, parseForm, type SignInError } from '@parley/domain';
import { Banner, Button, Form, Link, PasswordField, Spinner, TextField } from '@parley/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { PublicPage } from '../components/PublicPage.tsx';
import { useFieldError } from '../lib/formErrors.ts';
import { messageFor } from '../lib/messages.ts';

const loginSearchSchema = v.object({
  redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  token: v.optional(v.string()),
  impersonate: v.optional(v.unknown()),
});

export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(v.fallback(loginSearchSchema, {}), search),
  beforeLoad: ({ context, search }) => {
    // Already signed in: straight to the dashboard (spec 2), unless the address brings a new sign-in.
    if (!search.token && context.app.session.isSignedIn()) {
      throw redirect({ to: '/dashboard' });
    }
  },
  component: LoginPage,
});

/** Which field a sign-in error belongs next to; the rest show above the form. */
const errorField: Partial<Record<SignInError, 'email' | 'password'>> = {
  'FIREBASE_ERRORS.WRONG_PASSWORD': 'password',
  'FIREBASE_ERRORS.USER_NOT_FOUND': 'email',
  'FIREBASE_ERRORS.INVALID_EMAIL': 'email',
  'FIREBASE_ERRORS.USER_DISABLED': 'email',
};

function LoginPage() {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const { app } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const [signInError, setSignInError] = useState<SignInError | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [addressSignInPending, setAddressSignInPending] = useState(
    () => Boolean(search.token) && search.impersonate !== undefined,
  );
  // A lone `?token=` waits for the person to confirm: a link must not silently put someone into an
  // account that is not theirs (whose inbox they would then fill with their customers' data).
  const [tokenToConfirm, setTokenToConfirm] = useState<string | null>(() =>
    search.token && search.impersonate === undefined ? search.token : null,
  );

  const goOn = () => navigate({ to: search.redirect ?? '/dashboard', replace: true });

  const signInFromAddress = async (getToken: () => Promise<string>, isCancelled = () => false) => {
    try {
      await app.session.signInWithToken(await getToken());
      if (!isCancelled()) await goOn();
    } catch (error) {
      if (isCancelled()) return;
      const isImpersonation = error instanceof Error && error.message === IMPERSONATION_ERROR;
      setAddressError(isImpersonation ? IMPERSONATION_ERROR : 'FIREBASE_ERRORS.GENERAL');
      setAddressSignInPending(false);
      void navigate({ to: '/login', search: {}, replace: true });
    }
  };

  // With `impersonate` the portal window hands over the token (spec 6, 7).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page was opened with
  useEffect(() => {
    const address = readAddressSignIn(window.location.search);
    if (address?.kind !== 'impersonate') return;
    let cancelled = false;
    void signInFromAddress(
      async () => {
        const token = await requestImpersonationToken({
          win: window,
          portalOrigin: app.config.portalOrigin,
          nonce: address.nonce,
        });
        // Only the portal's answer (origin-checked) may end the current session: a crafted link
        // alone must not sign anyone out.
        await app.session.signOut();
        return token;
      },
      () => cancelled,
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const handleConfirmToken = () => {
    const token = tokenToConfirm;
    if (!token) return;
    setTokenToConfirm(null);
    setAddressSignInPending(true);
    void signInFromAddress(async () => token);
  };

  const handleRefuseToken = () => {
    setTokenToConfirm(null);
    void navigate({ to: '/login', search: {}, replace: true });
  };

  const form = useForm({
    defaultValues: { email: '', password: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: loginFormSchema },
    onSubmit: async ({ value }) => {
      const parsed = parseForm(loginFormSchema, value);
      if (!parsed.success) return;
      setSignInError(null);
      try {
        await app.session.signIn(parsed.output.email, parsed.output.password);
        await goOn();
      } catch (error) {
        setSignInError(error instanceof SignInFailure ? error.key : 'FIREBASE_ERRORS.GENERAL');
      }
    },
  });

  const serverField = signInError ? errorField[signInError] : undefined;
  const formLevelError = signInError && !serverField ? signInError : addressError;

  if (tokenToConfirm) {
    return (
      <PublicPage
        title={t`Sign in with this link?`}
        description={
          <Trans>
            This link signs you in with a one-time code. Continue only if you asked for it and trust where it
            came from.
          </Trans>
        }
      >
        <Button isFullWidth onPress={handleConfirmToken}>
          <Trans>Continue</Trans>
        </Button>
        <Button variant="secondary" isFullWidth onPress={handleRefuseToken}>
          <Trans>Sign in with email instead</Trans>
        </Button>
      </PublicPage>
    );
  }

  if (addressSignInPending) {
    return (
      <PublicPage title={t`Sign in`}>
        <Spinner aria-label={t`Signing in…`} />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t`Sign in`} description={<Trans>Sign in with your work email address.</Trans>}>
      {formLevelError ? (
        <Banner tone="critical" role="alert">
          {i18n._(messageFor(formLevelError))}
        </Banner>
      ) : null}
      <Form
        validationBehavior="aria"
        aria-label={t`Sign in`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="email">
          {(field) => {
            const error = fieldError(field.state.meta.errors, serverField === 'email' ? signInError : null);
            return (
              <TextField
                label={t`Email`}
                name="email"
                type="email"
                autoComplete="username"
                isRequired
                value={field.state.value}
                onChange={(value) => {
                  if (serverField === 'email') setSignInError(null);
                  field.handleChange(value);
                }}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Field name="password">
          {(field) => {
            const error = fieldError(
              field.state.meta.errors,
              serverField === 'password' ? signInError : null,
            );
            return (
              <PasswordField
                label={t`Password`}
                name="password"
                autoComplete="current-password"
                isRequired
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
                value={field.state.value}
                onChange={(value) => {
                  if (serverField === 'password') setSignInError(null);
                  field.handleChange(value);
                }}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            // A focused pending button is announced by reference to its id (react-aria's live announcer),
            // and the sign-in navigates away within the announcement's 7 s: the reference dangles (axe
            // role-img-alt on the next page). A pointer press leaves focus in the field instead.
            <Button type="submit" isFullWidth isPending={isSubmitting} preventFocusOnPress>
              <Trans>Sign in</Trans>
            </Button>
          )}
        </form.Subscribe>
      </Form>
      <Link href="/reset-password" variant="standalone">
        <Trans>Forgot your password?</Trans>
      </Link>
    </PublicPage>
  );
}

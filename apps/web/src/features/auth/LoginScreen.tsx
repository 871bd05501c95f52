import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Banner, Button, Link, Spinner } from '@parley/ui';
import { PublicPage } from '../../components/PublicPage.tsx';
import type { AppContext } from '../../lib/appContext.ts';
import { messageFor } from '../../lib/messages.ts';
import { SignInForm } from './SignInForm.tsx';
import { useAddressSignIn } from './useAddressSignIn.ts';

export type LoginScreenProps = {
  app: Pick<AppContext, 'session' | 'config'>;
  search: { token?: string | undefined; impersonate?: unknown };
  /** After signing in: on to where the person wanted to go (the dashboard by default). */
  onSignedIn: () => Promise<unknown>;
  /** Drops a token and impersonation from the address. */
  toPlainLogin: () => unknown;
};

/**
 * /login: sign in with email and password, or with a token from the address (confirmed first), or as
 * a colleague through the portal (impersonation).
 */
export function LoginScreen({ app, search, onSignedIn, toPlainLogin }: LoginScreenProps) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const address = useAddressSignIn(app, search, { onSignedIn, toPlainLogin });

  if (address.tokenToConfirm) {
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
        <Button isFullWidth onPress={address.confirm}>
          <Trans>Continue</Trans>
        </Button>
        <Button variant="secondary" isFullWidth onPress={address.refuse}>
          <Trans>Sign in with email instead</Trans>
        </Button>
      </PublicPage>
    );
  }

  if (address.pending) {
    return (
      <PublicPage title={t`Sign in`}>
        <Spinner aria-label={t`Signing in…`} />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t`Sign in`} description={<Trans>Sign in with your work email address.</Trans>}>
      {address.error ? (
        <Banner tone="critical" role="alert">
          {i18n._(messageFor(address.error))}
        </Banner>
      ) : null}
      <SignInForm signIn={(email, password) => app.session.signIn(email, password)} onSignedIn={onSignedIn} />
      <Link href="/reset-password" variant="standalone">
        <Trans>Forgot your password?</Trans>
      </Link>
    </PublicPage>
  );
}

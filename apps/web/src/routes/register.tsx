import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../components/PublicPage.tsx';

export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

/** Spec 2: the register route shows its heading only; accounts are created by company admins. */
function RegisterPage() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`Register`} backToLogin>
      <p>
        <Trans>Accounts are created by your company's administrator. Ask them for an invitation.</Trans>
      </p>
    </PublicPage>
  );
}

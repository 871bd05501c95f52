import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { apiErrorOf, useRequestResetPassword } from '@parley/api';
import { resetRequestFormSchema } from '@parley/domain';
import { Banner, Button } from '@parley/ui';
import { useState } from 'react';
import { PublicPage } from '../../components/PublicPage.tsx';
import { FieldFailure, FormFailure, useTextForm } from '../../lib/form/text.ts';
import { messageFor } from '../../lib/messages.ts';

/**
 * Why a reset mail did not go out (spec 8): an address without an account is the email field's error,
 * anything else the general error.
 */
function resetFailure(error: unknown): FieldFailure | FormFailure {
  const info = apiErrorOf(error);
  if (info?.code === 'NO_ACCOUNT' || info?.field === 'email')
    return new FieldFailure('email', info.messageKey ?? 'FORM_ERRORS.NO_ACCOUNT');
  return new FormFailure({ messageKey: 'FORM_ERRORS.GENERAL' });
}

/** /reset-password: asks for the email address, then says where the link went and offers to resend. */
export function ResetRequestScreen() {
  const { t } = useLinguiMacro();
  const requestReset = useRequestResetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (email: string) => {
    let error: unknown = null;
    try {
      if (await requestReset.mutateAsync(email)) return;
    } catch (failure) {
      error = failure;
    }
    throw resetFailure(error);
  };

  const form = useTextForm({
    schema: resetRequestFormSchema,
    defaultValues: { email: '' },
    onSubmit: ({ email }) => send(email),
    onSaved: (_result, { email }) => setSentTo(email),
  });

  if (sentTo) return <ResetSent email={sentTo} send={send} />;

  return (
    <PublicPage
      title={t`Reset password`}
      description={<Trans>Enter your email address and we will send you a link to set a new password.</Trans>}
      backToLogin
    >
      <form.AppForm>
        <form.Shell aria-label={t`Reset password`}>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" isRequired />}
          </form.AppField>
          <form.SubmitButton isFullWidth>{t`Send reset link`}</form.SubmitButton>
        </form.Shell>
      </form.AppForm>
    </PublicPage>
  );
}

/** The success screen of spec 4's reset: where the link went, and "send again". */
function ResetSent({ email, send }: { email: string; send: (email: string) => Promise<void> }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <PublicPage title={t`Check your inbox`} backToLogin>
      <p>
        <Trans>
          We have sent a link to reset your password to <strong>{email}</strong>. It is valid for one hour.
        </Trans>
      </p>
      {error ? (
        <Banner tone="critical" role="alert">
          {i18n._(messageFor(error))}
        </Banner>
      ) : null}
      <div role="status">{resent ? <Trans>We have sent the email again.</Trans> : null}</div>
      <Button
        variant="secondary"
        isPending={resending}
        onPress={async () => {
          setResending(true);
          setResent(false);
          setError(null);
          try {
            await send(email);
            setResent(true);
          } catch {
            setError('FORM_ERRORS.GENERAL');
          } finally {
            setResending(false);
          }
        }}
      >
        <Trans>Send again</Trans>
      </Button>
    </PublicPage>
  );
}

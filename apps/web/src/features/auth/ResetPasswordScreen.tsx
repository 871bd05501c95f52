import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorOf, useResetPassword } from '@parley/api';
import { newPasswordFormSchema } from '@parley/domain';
import { Banner, Link } from '@parley/ui';
import { useState } from 'react';
import { PublicPage } from '../../components/PublicPage.tsx';
import { FieldFailure, useTextForm } from '../../lib/form/text.ts';
import { NewPasswordFields, newPasswordFields } from './NewPasswordFields.tsx';

/** The link's code was refused: the person needs a new link, not another password. */
class InvalidResetLink extends Error {}

/**
 * Where a refused reset goes (spec 8): a bad or expired code above the form with a way to a new link,
 * a refused password on its field, any other failure as the general error on the confirm field.
 */
function resetFailure(error: unknown): Error {
  const info = apiErrorOf(error);
  if (info?.field === 'token') return new InvalidResetLink();
  if (info?.field === 'password')
    return new FieldFailure('password', info.messageKey ?? 'FORM_ERRORS.GENERAL');
  return new FieldFailure('confirmPassword', info?.messageKey ?? 'FORM_ERRORS.GENERAL');
}

/** /reset-password/{token}: a new password, twice (spec 5: both required, and they must match). */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useLingui();
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const [invalidLink, setInvalidLink] = useState(false);

  const form = useTextForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    onSubmit: async ({ password, confirmPassword }) => {
      setInvalidLink(false);
      let error: unknown = null;
      try {
        if (await resetPassword.mutateAsync({ token, password, confirmPassword })) return;
      } catch (failure) {
        error = failure;
      }
      const failure = resetFailure(error);
      if (failure instanceof InvalidResetLink) setInvalidLink(true);
      throw failure;
    },
    onSaved: () => setDone(true),
  });

  if (done) {
    return (
      <PublicPage title={t`Password changed`}>
        <p role="status">
          <Trans>Your new password is set. You can sign in with it now.</Trans>
        </p>
        <Link href="/login" variant="standalone">
          <Trans>Back to sign in</Trans>
        </Link>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t`Set a new password`} backToLogin>
      {invalidLink ? (
        <Banner
          tone="critical"
          role="alert"
          action={
            <Link href="/reset-password" variant="standalone">
              <Trans>Request a new link</Trans>
            </Link>
          }
        >
          {t({
            id: 'FORM_ERRORS.INVALID_RESET_CODE',
            message: 'This reset link is invalid or has expired. Please request a new one.',
          })}
        </Banner>
      ) : null}
      <form.AppForm>
        <form.Shell aria-label={t`Set a new password`}>
          <NewPasswordFields form={form} fields={newPasswordFields} />
          <form.SubmitButton isFullWidth>{t`Save new password`}</form.SubmitButton>
        </form.Shell>
      </form.AppForm>
    </PublicPage>
  );
}

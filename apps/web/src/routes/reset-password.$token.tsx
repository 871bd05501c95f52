import { Trans, useLingui } from '@lingui/react/macro';
import { graphqlErrorInfo, useResetPassword } from '@parley/api';
import { newPasswordFormSchema, parseForm } from '@parley/domain';
import { Banner, Button, Form, Link, PasswordField } from '@parley/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PublicPage } from '../components/PublicPage.tsx';
import { useFieldError } from '../lib/formErrors.ts';

export const Route = createFileRoute('/reset-password/$token')({
  component: NewPasswordPage,
});

type ServerErrors = { password?: string; confirmPassword?: string; token?: boolean };

function NewPasswordPage() {
  const { t } = useLingui();
  const { token } = Route.useParams();
  const resetPassword = useResetPassword();
  const fieldError = useFieldError();
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [done, setDone] = useState(false);

  const form = useForm({
    defaultValues: { password: '', confirmPassword: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: newPasswordFormSchema },
    onSubmit: async ({ value }) => {
      const parsed = parseForm(newPasswordFormSchema, value);
      if (!parsed.success) return;
      setServerErrors({});
      let error: unknown;
      try {
        const reset = await resetPassword.mutateAsync({
          token,
          password: value.password,
          confirmPassword: value.confirmPassword,
        });
        if (reset) {
          setDone(true);
          return;
        }
      } catch (failure) {
        error = failure;
      }
      const info = graphqlErrorInfo(error);
      if (info?.field === 'token') setServerErrors({ token: true });
      else if (info?.field === 'password')
        setServerErrors({ password: info.messageKey ?? 'FORM_ERRORS.GENERAL' });
      // Any other failure is a general form error on the confirm field (spec 8).
      else setServerErrors({ confirmPassword: info?.messageKey ?? 'FORM_ERRORS.GENERAL' });
    },
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
      {serverErrors.token ? (
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
      <Form
        validationBehavior="aria"
        aria-label={t`Set a new password`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="password">
          {(field) => {
            const error = fieldError(field.state.meta.errors, serverErrors.password);
            return (
              <PasswordField
                label={t`New password`}
                name="password"
                autoComplete="new-password"
                isRequired
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
                value={field.state.value}
                onChange={(value) => {
                  setServerErrors({});
                  field.handleChange(value);
                }}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Field name="confirmPassword">
          {(field) => {
            const error = fieldError(field.state.meta.errors, serverErrors.confirmPassword);
            return (
              <PasswordField
                label={t`Confirm new password`}
                name="confirmPassword"
                autoComplete="new-password"
                isRequired
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
                value={field.state.value}
                onChange={(value) => {
                  setServerErrors({});
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
            <Button type="submit" isFullWidth isPending={isSubmitting}>
              <Trans>Save new password</Trans>
            </Button>
          )}
        </form.Subscribe>
      </Form>
    </PublicPage>
  );
}

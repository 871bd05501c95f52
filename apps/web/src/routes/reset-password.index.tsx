import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphqlErrorInfo, useRequestResetPassword } from '@parley/api';
import { parseForm, resetRequestFormSchema } from '@parley/domain';
import { Banner, Button, Form, TextField } from '@parley/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PublicPage } from '../components/PublicPage.tsx';
import { useFieldError } from '../lib/formErrors.ts';
import { messageFor } from '../lib/messages.ts';

export const Route = createFileRoute('/reset-password/')({
  component: ResetRequestPage,
});

type Outcome = { kind: 'sent'; email: string } | null;

function ResetRequestPage() {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const requestReset = useRequestResetPassword();
  const fieldError = useFieldError();
  const [emailServerError, setEmailServerError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);

  /** Returns true when the email went out; otherwise puts the error where it belongs (spec 8). */
  const send = async (email: string) => {
    setEmailServerError(null);
    setGeneralError(null);
    let error: unknown;
    try {
      if (await requestReset.mutateAsync(email)) return true;
    } catch (failure) {
      error = failure;
    }
    const info = graphqlErrorInfo(error);
    if (info?.code === 'NO_ACCOUNT' || info?.field === 'email') {
      setEmailServerError(info.messageKey ?? 'FORM_ERRORS.NO_ACCOUNT');
    } else {
      setGeneralError('FORM_ERRORS.GENERAL');
    }
    return false;
  };

  const form = useForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: resetRequestFormSchema },
    onSubmit: async ({ value }) => {
      const parsed = parseForm(resetRequestFormSchema, value);
      if (parsed.success && (await send(parsed.output.email)))
        setOutcome({ kind: 'sent', email: parsed.output.email });
    },
  });

  if (outcome) {
    return (
      <PublicPage title={t`Check your inbox`} backToLogin>
        <p>
          <Trans>
            We have sent a link to reset your password to <strong>{outcome.email}</strong>. It is valid for
            one hour.
          </Trans>
        </p>
        {generalError ? (
          <Banner tone="critical" role="alert">
            {i18n._(messageFor(generalError))}
          </Banner>
        ) : null}
        <div role="status">{resent ? <Trans>We have sent the email again.</Trans> : null}</div>
        <Button
          variant="secondary"
          isPending={resending}
          onPress={async () => {
            setResending(true);
            setResent(false);
            const ok = await send(outcome.email);
            setResending(false);
            setResent(ok);
          }}
        >
          <Trans>Send again</Trans>
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title={t`Reset password`}
      description={<Trans>Enter your email address and we will send you a link to set a new password.</Trans>}
      backToLogin
    >
      {generalError ? (
        <Banner tone="critical" role="alert">
          {i18n._(messageFor(generalError))}
        </Banner>
      ) : null}
      <Form
        validationBehavior="aria"
        aria-label={t`Reset password`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="email">
          {(field) => {
            const error = fieldError(field.state.meta.errors, emailServerError);
            return (
              <TextField
                label={t`Email`}
                name="email"
                type="email"
                autoComplete="email"
                isRequired
                value={field.state.value}
                onChange={(value) => {
                  setEmailServerError(null);
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
              <Trans>Send reset link</Trans>
            </Button>
          )}
        </form.Subscribe>
      </Form>
    </PublicPage>
  );
}

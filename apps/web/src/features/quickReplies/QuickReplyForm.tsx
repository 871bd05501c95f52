import { useLingui } from '@lingui/react/macro';
import {
  parseForm,
  QUICK_REPLY_BODY_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
  type QuickReplyForm as QuickReplyFormValues,
  quickReplyInputSchema,
} from '@parley/domain';
import { Banner, Button, Form, TextArea, TextField } from '@parley/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { type ReactNode, useState } from 'react';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import * as styles from './quickReplies.css.ts';

const fields = ['title', 'body'] as const;

type QuickReplyFormProps = {
  defaultValues: QuickReplyFormValues;
  submitLabel: string;
  'aria-label': string;
  /** Saves; a rejection naming a field shows next to it, any other one above the form. */
  onSubmit: (values: { title: string; body: string }, options: { allowLeave: () => void }) => Promise<void>;
  actions?: ReactNode;
};

/**
 * Title and text of a company quick reply (add and edit): both required, title up to 80 and text up
 * to 4096 characters (the domain's quickReplyInputSchema, which the server runs too). Nothing typed
 * is lost when a save fails; leaving with unsaved changes asks first.
 */
export function QuickReplyForm({
  defaultValues,
  submitLabel,
  'aria-label': label,
  onSubmit,
  actions,
}: QuickReplyFormProps) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: quickReplyInputSchema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(quickReplyInputSchema, value);
      if (!parsed.success) return;
      setFormError(null);
      try {
        await onSubmit(parsed.output, { allowLeave: guard.allowLeave });
        formApi.reset(value);
      } catch (error) {
        if (!showServerFieldError(formApi, error, fields)) setFormError(t`Changes not saved.`);
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);

  return (
    <Form
      validationBehavior="aria"
      aria-label={label}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {formError ? (
        <Banner tone="critical" role="alert">
          {formError}
        </Banner>
      ) : null}
      <form.Field name="title">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextField
              label={t`Title`}
              description={t`Shown in the composer's list of quick replies.`}
              name="title"
              isRequired
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
              maxLength={QUICK_REPLY_TITLE_MAX_LENGTH * 4}
            />
          );
        }}
      </form.Field>
      <form.Field name="body">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextArea
              label={t`Text`}
              description={t`Sent to the customer as written.`}
              name="body"
              isRequired
              rows={6}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
              maxLength={QUICK_REPLY_BODY_MAX_LENGTH}
              formatCounter={(count, max) => t`${count} of ${max} characters`}
            />
          );
        }}
      </form.Field>
      <div className={styles.actions}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isPending={isSubmitting} pendingLabel={t`Saving…`}>
              {submitLabel}
            </Button>
          )}
        </form.Subscribe>
        {actions}
      </div>
      {guard.dialog}
    </Form>
  );
}

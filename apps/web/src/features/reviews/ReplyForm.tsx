import { useLingui } from '@lingui/react/macro';
import { useReplyToReview } from '@parley/api';
import { parseForm, REVIEW_REPLY_MAX_LENGTH, reviewReplyInputSchema } from '@parley/domain';
import { Banner, Button, Form, TextArea, useToast } from '@parley/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { messageFor } from '../../lib/messages.ts';
import * as styles from './reviews.css.ts';

type ReplyFormProps = {
  reviewId: string;
  authorName: string;
  onDone: () => void;
};

/**
 * The reply to one review: required, at most 4096 characters (the domain's reviewReplyInputSchema,
 * which the server runs too). A refused reply keeps the text and says why next to the field.
 */
export function ReplyForm({ reviewId, authorName, onDone }: ReplyFormProps) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const toast = useToast();
  const reply = useReplyToReview();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { text: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: reviewReplyInputSchema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(reviewReplyInputSchema, value);
      if (!parsed.success) return;
      setFormError(null);
      try {
        await reply.mutateAsync({ id: reviewId, text: parsed.output.text });
        toast.add({ tone: 'positive', title: t`Reply sent.` });
        onDone();
      } catch (error) {
        if (!showServerFieldError(formApi, error, ['text'] as const)) {
          const key =
            error && typeof error === 'object' && 'info' in error
              ? (error.info as { messageKey?: string } | undefined)?.messageKey
              : undefined;
          setFormError(i18n._(messageFor(key)));
        }
      }
    },
  });

  return (
    <Form
      validationBehavior="aria"
      aria-label={t`Reply to ${authorName}`}
      className={styles.replyForm}
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
      <form.Field name="text">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextArea
              label={t`Your reply`}
              description={t`Shown publicly under the review on Google.`}
              name="text"
              isRequired
              autoFocus
              rows={4}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
              maxLength={REVIEW_REPLY_MAX_LENGTH * 4}
            />
          );
        }}
      </form.Field>
      <div className={styles.actions}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isPending={isSubmitting} pendingLabel={t`Sending…`}>
              {t`Send reply`}
            </Button>
          )}
        </form.Subscribe>
        <Button variant="quiet" onPress={onDone}>
          {t`Cancel`}
        </Button>
      </div>
    </Form>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useReplyToReview } from '@parley/api';
import { REVIEW_REPLY_MAX_LENGTH, reviewReplyInputSchema } from '@parley/domain';
import { Button, useToast } from '@parley/ui';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './reviews.css.ts';

type ReplyFormProps = {
  reviewId: string;
  authorName: string;
  /** The text to start from: a reply Google did not publish, to send again. */
  initialText?: string;
  onDone: () => void;
};

/**
 * The reply to one review: required, at most 4096 characters (the domain's reviewReplyInputSchema,
 * which the server runs too). A refused reply keeps the text and says why next to the field.
 */
export function ReplyForm({ reviewId, authorName, initialText = '', onDone }: ReplyFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const reply = useReplyToReview();
  const form = useSchemaForm({
    schema: reviewReplyInputSchema,
    defaultValues: { text: initialText },
    onSubmit: (input) => reply.mutateAsync({ id: reviewId, text: input.text }),
    onSaved: () => {
      toast.add({ tone: 'positive', title: t`Reply sent.` });
      onDone();
    },
    // The server says why it refused (replies switched off, already answered); else the general error.
    showServerMessage: true,
    failure: { messageKey: 'FORM_ERRORS.GENERAL' },
  });

  return (
    <form.AppForm>
      {/* A reply is written inline in the review list, which never asked before leaving. */}
      <form.Shell guardLeave={false} aria-label={t`Reply to ${authorName}`} className={styles.replyForm}>
        <form.AppField name="text">
          {(field) => (
            <field.TextArea
              label={t`Your reply`}
              description={t`Shown publicly under the review on Google.`}
              isRequired
              autoFocus
              rows={4}
              maxLength={REVIEW_REPLY_MAX_LENGTH * 4}
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton pendingLabel={t`Sending…`}>{t`Send reply`}</form.SubmitButton>
          <Button variant="quiet" onPress={onDone}>
            {t`Cancel`}
          </Button>
        </div>
      </form.Shell>
    </form.AppForm>
  );
}

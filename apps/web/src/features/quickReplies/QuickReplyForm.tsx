import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  QUICK_REPLY_BODY_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
  type QuickReplyForm as QuickReplyFormValues,
  quickReplyInputSchema,
} from '@parley/domain';
import type { ReactNode } from 'react';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './quickReplies.css.ts';

type QuickReplyFormProps = {
  defaultValues: QuickReplyFormValues;
  submitLabel: string;
  'aria-label': string;
  /** Saves; a rejection naming a field shows next to it, any other one above the form. */
  onSubmit: (values: { title: string; body: string }) => Promise<unknown>;
  /** After the save, once leaving no longer asks: toast, navigate. */
  onSaved: () => unknown;
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
  onSaved,
  actions,
}: QuickReplyFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm({ schema: quickReplyInputSchema, defaultValues, onSubmit, onSaved });

  return (
    <form.AppForm>
      <form.Shell aria-label={label} className={styles.form}>
        <form.AppField name="title">
          {(field) => (
            <field.TextField
              label={t`Title`}
              description={t`Shown in the composer's list of quick replies.`}
              isRequired
              maxLength={QUICK_REPLY_TITLE_MAX_LENGTH * 4}
            />
          )}
        </form.AppField>
        <form.AppField name="body">
          {(field) => (
            <field.TextArea
              label={t`Text`}
              description={t`Sent to the customer as written.`}
              isRequired
              rows={6}
              maxLength={QUICK_REPLY_BODY_MAX_LENGTH}
              formatCounter={(count, max) =>
                t`${count} of ${plural(max, { one: '# character', other: '# characters' })}`
              }
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton pendingLabel={t`Saving…`}>{submitLabel}</form.SubmitButton>
          {actions}
        </div>
      </form.Shell>
    </form.AppForm>
  );
}

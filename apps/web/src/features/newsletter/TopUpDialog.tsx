import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TopUpTimeoutError, useConversationTopUp } from '@parley/api';
import { TOP_UP_AMOUNTS, TOP_UP_DEFAULT_AMOUNT, topUpFormSchema } from '@parley/domain';
import { Dialog, Modal, Radio, useToast } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { useSchemaForm } from '../../lib/form/index.ts';
import { translateKey } from '../../lib/messages.ts';
import * as styles from './newsletter.css.ts';
import { useNewsletterTexts } from './texts.ts';

export type TopUpDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Euro per conversation. */
  costPerConversation: number;
};

/**
 * Buying conversations (spec 4, 5, 8, 9): 500, 1000 (chosen) or 2500, the price = amount × cost per
 * conversation in euro; terms and privacy must both be ticked (NEWSLETTER.ERROR_TEXT). After ordering
 * it waits, reading the balance every 5 s, until the payment is confirmed and the credits changed, then
 * closes; after 3 minutes it gives up ("Something went wrong"); a refused order says
 * NEWSLETTER.CONVERSATION_BOOKING_FAIL and closes too.
 */
export function TopUpDialog({ isOpen, onClose, costPerConversation }: TopUpDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const texts = useNewsletterTexts();
  const topUp = useConversationTopUp();
  const form = useSchemaForm({
    schema: topUpFormSchema,
    defaultValues: { quantity: String(TOP_UP_DEFAULT_AMOUNT), terms: false, privacy: false },
    resetTo: 'defaults',
    onSubmit: async ({ quantity }) => {
      try {
        return { ok: true as const, credits: await topUp.mutateAsync(quantity) };
      } catch (error) {
        return { ok: false as const, error };
      }
    },
    onSaved: (result) => {
      if (result.ok)
        toast.add({
          tone: 'positive',
          title: t`Your credit was topped up: ${plural(result.credits.balance, { one: '# conversation', other: '# conversations' })} available.`,
        });
      else if (result.error instanceof TopUpTimeoutError)
        toast.add({ tone: 'critical', title: t`Something went wrong` });
      else toast.add({ tone: 'critical', title: translateKey(i18n, 'NEWSLETTER.CONVERSATION_BOOKING_FAIL') });
      onClose();
    },
  });
  const quantity = Number(useStore(form.store, (state) => state.values.quantity));
  const waiting = topUp.isPending;

  return (
    <Modal
      size="md"
      isDismissable={!waiting}
      isKeyboardDismissDisabled={waiting}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !waiting) onClose();
      }}
    >
      <Dialog title={t`Top up conversations`} closeLabel={t`Close`}>
        <form.AppForm>
          <form.Shell aria-label={t`Top up conversations`} guardLeave={false} className={styles.dialogForm}>
            <form.AppField name="quantity">
              {(field) => (
                <field.RadioGroup label={t`Conversations`} isDisabled={waiting}>
                  {TOP_UP_AMOUNTS.map((amount) => (
                    <Radio key={amount} value={String(amount)}>
                      {t`${plural(amount, { one: '# conversation', other: '# conversations' })} · ${texts.euro(amount * costPerConversation)}`}
                    </Radio>
                  ))}
                </field.RadioGroup>
              )}
            </form.AppField>
            <p className={styles.price} aria-live="polite">
              {t`Price: ${texts.euro(quantity * costPerConversation)}`}
            </p>
            <form.AppField name="terms">
              {(field) => (
                <field.Checkbox isDisabled={waiting}>{t`I accept the terms and conditions.`}</field.Checkbox>
              )}
            </form.AppField>
            <form.AppField name="privacy">
              {(field) => (
                <field.Checkbox isDisabled={waiting}>{t`I have read the privacy policy.`}</field.Checkbox>
              )}
            </form.AppField>
            {waiting ? (
              <p className={styles.note} role="status">
                {t`Waiting for the payment to be confirmed. This can take a moment.`}
              </p>
            ) : null}
            <div className={styles.actions}>
              <form.SubmitButton>{t`Order for ${texts.euro(quantity * costPerConversation)}`}</form.SubmitButton>
            </div>
          </form.Shell>
        </form.AppForm>
      </Dialog>
    </Modal>
  );
}

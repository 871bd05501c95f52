import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSetConsent } from '@parley/api';
import { consentMessageKeys, dueInstantOf, manualConsentFormSchema } from '@parley/domain';
import { AlertDialog, Dialog, Modal, useToast } from '@parley/ui';
import { useMemo } from 'react';
import * as styles from '../../components/layout.css.ts';
import { localIsoDay, userTimeZone } from '../dates.ts';
import { useSchemaForm } from '../form/index.ts';
import { registerKeyedMessages } from '../messages.ts';

// The keys the consent form's schema (and the server) report, loaded with the dialog.
registerKeyedMessages({
  [consentMessageKeys.sourceTooLong]: msg({
    id: 'CONSENT.SOURCE_TOO_LONG',
    message: 'The source can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  [consentMessageKeys.givenInFuture]: msg({
    id: 'CONSENT.GIVEN_IN_FUTURE',
    message: 'Consent cannot be given on a day still to come.',
  }),
});

export type ConsentDialogProps = {
  /** Record a manual consent (where it came from, on which day), or revoke the contact's consent. */
  kind: 'record' | 'revoke';
  contactId: string;
  customerName: string;
  onClose: () => void;
};

/**
 * Consent recorded on purpose: "Record consent" asks where it came from and on which day the customer
 * gave it; "Revoke consent" asks to confirm. Both go on the timeline of the contact's conversations.
 * Loaded when one is first opened (the contact card, a conversation's menu).
 */
export default function ConsentDialog({ kind, onClose, ...props }: ConsentDialogProps) {
  return (
    <Modal
      size="sm"
      isOpen
      isDismissable={kind === 'record'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {kind === 'record' ? (
        <RecordConsent onClose={onClose} {...props} />
      ) : (
        <RevokeConsent onClose={onClose} {...props} />
      )}
    </Modal>
  );
}

type Props = Omit<ConsentDialogProps, 'kind'>;

function RecordConsent({ contactId, customerName, onClose }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const setConsent = useSetConsent();
  const schema = useMemo(() => manualConsentFormSchema(() => localIsoDay()), []);
  const form = useSchemaForm({
    schema,
    defaultValues: { source: '', givenOn: localIsoDay() },
    onSubmit: ({ source, givenOn }) => {
      // Today: now; an earlier day: its noon, so the day reads the same in every time zone nearby.
      const givenAt =
        givenOn === localIsoDay() ? new Date().toISOString() : dueInstantOf(givenOn, '12:00', userTimeZone());
      return setConsent.mutateAsync({ contactIds: [contactId], type: 'MANUAL', source, givenAt });
    },
    serverFields: { source: 'source', givenAt: 'givenOn' },
    failure: { text: t`The consent could not be recorded. Try again.` },
    onSaved: () => {
      toast.add({ tone: 'positive', title: t`The consent of ${customerName} is recorded.` });
      onClose();
    },
  });
  return (
    <Dialog title={t`Record consent`} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={t`Record consent`} guardLeave={false} className={styles.form}>
          <p className={styles.intro}>
            {t`${customerName} agreed to hear from you outside the app. Say where and when, for your colleagues and for the record.`}
          </p>
          <form.AppField name="source">
            {(field) => (
              <field.TextField
                label={t`Source`}
                description={t`For example: paper form at the counter, phone call.`}
                isRequired
              />
            )}
          </form.AppField>
          <form.AppField name="givenOn">
            {(field) => <field.DatePicker label={t`Given on`} isRequired />}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton>{t`Record consent`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

function RevokeConsent({ contactId, customerName, onClose }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const setConsent = useSetConsent();
  // The dialog closes once it is revoked, and stays open, saying why, when it could not be.
  const revoke = async () => {
    try {
      await setConsent.mutateAsync({ contactIds: [contactId], type: 'REVOKED' });
      toast.add({ tone: 'positive', title: t`The consent of ${customerName} is revoked.` });
    } catch (error) {
      toast.add({ tone: 'critical', title: t`The consent could not be revoked. Try again.` });
      throw error;
    }
  };
  return (
    <AlertDialog
      variant="critical"
      title={t`Revoke the consent of ${customerName}?`}
      primaryActionLabel={t`Revoke consent`}
      cancelLabel={t`Cancel`}
      onPrimaryAction={revoke}
      onCancel={onClose}
    >
      {t`They no longer receive newsletters until they consent again. The conversations keep a note of it.`}
    </AlertDialog>
  );
}

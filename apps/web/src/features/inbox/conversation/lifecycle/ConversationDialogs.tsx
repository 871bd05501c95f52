import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAddConversationNote, useUpdateConversation } from '@parley/api';
import {
  closeConversationFormSchema,
  colleagueFormSchema,
  completeMention,
  conversationMessageKeys,
  conversationNoteFormSchema,
  mentionedIn,
  mentionSuggestions,
  POOL_CHOICE,
  type SnoozeChoice,
  snoozeFormSchema,
  snoozeInstantOf,
  snoozePresetInstant,
} from '@parley/domain';
import { Button, Checkbox, Dialog, Modal, Radio, useToast } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { formatDateTime, userTimeZone } from '../../../../lib/dates.ts';
import { useSchemaForm } from '../../../../lib/form/index.ts';
import { registerKeyedMessages } from '../../../../lib/messages.ts';
import { useColleagues } from '../../../../lib/useColleagues.ts';
import * as styles from './lifecycle.css.ts';

// The keys the dialogs' schemas (and the server) report, loaded with the dialogs.
registerKeyedMessages({
  [conversationMessageKeys.closeReasonTooLong]: msg({
    id: 'INBOX.CLOSE_REASON_TOO_LONG',
    message: 'The reason can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  [conversationMessageKeys.noteTooLong]: msg({
    id: 'INBOX.NOTE_TOO_LONG',
    message: 'A note can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  [conversationMessageKeys.colleagueRequired]: msg({
    id: 'INBOX.COLLEAGUE_REQUIRED',
    message: 'Choose a colleague.',
  }),
  [conversationMessageKeys.snoozeInPast]: msg({
    id: 'INBOX.SNOOZE_IN_PAST',
    message: 'Choose a time in the future.',
  }),
  [conversationMessageKeys.snoozeTooFar]: msg({
    id: 'INBOX.SNOOZE_TOO_FAR',
    message: 'Snooze for at most a year.',
  }),
});

/** Which dialog of a conversation is open. */
export type ConversationDialog = 'close' | 'snooze' | 'handOver' | 'share' | 'note';

export type ConversationDialogsProps = {
  dialog: ConversationDialog | null;
  onClose: () => void;
  opportunityId: string;
  customerName: string;
  /** The signed-in user: not offered as a colleague to tell. */
  meId: string;
  /** Who has it now and who it is shared with: neither is offered again. */
  userId: string | null;
  sharedToUserId: string | null;
  /** Offer "back to the new customers" when handing over. */
  canReturnToPool: boolean;
};

/**
 * The dialogs that change a conversation's lifecycle: close it (with an optional reason for its
 * timeline), snooze it until a time, hand it over to a colleague (or back to the new customers) and share it with one. Loaded
 * when one is first opened, so the inbox's first screen does not carry them.
 */
export default function ConversationDialogs({ dialog, onClose, ...props }: ConversationDialogsProps) {
  return (
    <Modal
      size="sm"
      isOpen={dialog !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {dialog === 'close' ? <CloseDialog onClose={onClose} {...props} /> : null}
      {dialog === 'snooze' ? <SnoozeDialog onClose={onClose} {...props} /> : null}
      {dialog === 'note' ? <NoteDialog onClose={onClose} {...props} /> : null}
      {dialog === 'handOver' || dialog === 'share' ? (
        <ColleagueDialog kind={dialog} onClose={onClose} {...props} />
      ) : null}
    </Modal>
  );
}

type DialogProps = Omit<ConversationDialogsProps, 'dialog'>;

function CloseDialog({ onClose, opportunityId, customerName }: DialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useUpdateConversation();
  const form = useSchemaForm({
    schema: closeConversationFormSchema,
    defaultValues: { reason: '' },
    onSubmit: ({ reason }) =>
      update.mutateAsync({ id: opportunityId, input: { status: 'CLOSED', closeReason: reason || null } }),
    serverFields: { 'input.closeReason': 'reason' },
    failure: { text: t`The conversation could not be closed. Try again.` },
    onSaved: () => {
      toast.add({ tone: 'positive', title: t`The conversation with ${customerName} is closed.` });
      onClose();
    },
  });
  return (
    <Dialog title={t`Close conversation`} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={t`Close conversation`} guardLeave={false} className={styles.form}>
          <p className={styles.text}>
            {t`It moves to Closed. Should the customer write again, your company's settings decide whether it reopens or a new conversation starts.`}
          </p>
          <form.AppField name="reason">
            {(field) => (
              <field.TextArea
                label={t`Reason (optional)`}
                description={t`Shown on the conversation's timeline, never to the customer.`}
              />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton>{t`Close conversation`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

/**
 * Snooze: the conversation is closed until a time, then opens again by itself (or when the customer
 * writes). Later today, tomorrow morning, next Monday morning, or a day and time of the user's own.
 */
function SnoozeDialog({ onClose, opportunityId, customerName }: DialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useUpdateConversation();
  const timeZone = userTimeZone();
  const schema = useMemo(() => snoozeFormSchema(Date.now, timeZone), [timeZone]);
  const opened = useMemo(() => Date.now(), []);
  const presetText = (choice: Exclude<SnoozeChoice, 'custom'>) =>
    formatDateTime(snoozePresetInstant(choice, opened, timeZone));
  const form = useSchemaForm({
    schema,
    defaultValues: { choice: 'tomorrow' as SnoozeChoice, day: '', time: '09:00' },
    onSubmit: async (values) => {
      const snoozeUntil = snoozeInstantOf(values, Date.now(), timeZone);
      await update.mutateAsync({ id: opportunityId, input: { snoozeUntil } });
      return snoozeUntil;
    },
    serverFields: { 'input.snoozeUntil': 'day' },
    failure: { text: t`The conversation could not be snoozed. Try again.` },
    onSaved: (until) => {
      const when = formatDateTime(until);
      toast.add({
        tone: 'positive',
        title: t`The conversation with ${customerName} is snoozed until ${when}.`,
      });
      onClose();
    },
  });
  const custom = useStore(form.store, (state) => state.values.choice === 'custom');
  return (
    <Dialog title={t`Snooze conversation`} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={t`Snooze conversation`} guardLeave={false} className={styles.form}>
          <p className={styles.text}>
            {t`It moves to Closed and opens again by itself at the time you choose, for whoever has it. Should the customer write before then, it opens at once.`}
          </p>
          <form.AppField name="choice">
            {(field) => (
              <field.RadioGroup label={t`Snooze until`}>
                <Radio value="later">{t`Later today (${presetText('later')})`}</Radio>
                <Radio value="tomorrow">{t`Tomorrow morning (${presetText('tomorrow')})`}</Radio>
                <Radio value="nextWeek">{t`Next week (${presetText('nextWeek')})`}</Radio>
                <Radio value="custom">{t`A day and time`}</Radio>
              </field.RadioGroup>
            )}
          </form.AppField>
          {custom ? (
            <div className={styles.pair}>
              <form.AppField name="day">
                {(field) => <field.DatePicker label={t`Day`} isRequired />}
              </form.AppField>
              <form.AppField name="time">
                {(field) => <field.TimeField label={t`Time`} isRequired />}
              </form.AppField>
            </div>
          ) : null}
          <div className={styles.actions}>
            <form.SubmitButton>{t`Snooze`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

function NoteDialog({ onClose, opportunityId, customerName, meId }: DialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const addNote = useAddConversationNote();
  const { colleagues } = useColleagues((id) => id === meId, { signedInOnly: true });
  const form = useSchemaForm({
    schema: conversationNoteFormSchema,
    defaultValues: { body: '', mentionedUserIds: [] as string[] },
    onSubmit: (note) => addNote.mutateAsync({ opportunityId, ...note }),
    failure: { text: t`The note could not be saved. Try again.` },
    onSaved: () => {
      toast.add({ tone: 'positive', title: t`Note added.` });
      onClose();
    },
  });
  // A mention being typed at the end of the note offers the colleagues it may mean (Tab reaches them).
  const body = useStore(form.store, (state) => state.values.body);
  const suggestions = mentionSuggestions(body, colleagues);
  return (
    <Dialog title={t`Internal note`} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={t`Internal note`} guardLeave={false} className={styles.form}>
          <p className={styles.text}>
            {t`Only your colleagues see it, on the conversation with ${customerName}; it is never sent to the customer.`}
          </p>
          <form.AppField
            name="body"
            listeners={{
              // "@" and a colleague's full name in the text ticks them (the server reads the text too).
              onChange: ({ value }) => {
                const typed = mentionedIn(value, colleagues);
                const ticked = form.getFieldValue('mentionedUserIds');
                if (typed.some((id) => !ticked.includes(id)))
                  form.setFieldValue('mentionedUserIds', [...new Set([...ticked, ...typed])]);
              },
            }}
          >
            {(field) => (
              <field.TextArea
                label={t`Note`}
                description={t`Type @ and a colleague's name to tell them, or tick them below.`}
                isRequired
              />
            )}
          </form.AppField>
          {suggestions ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields (no fieldset).
            <div className={styles.suggestions} role="group" aria-label={t`Mention a colleague`}>
              {suggestions.people.map((person) => (
                <Button
                  key={person.id}
                  size="sm"
                  variant="secondary"
                  onPress={() => {
                    const completed = completeMention(body, suggestions.start, person.name);
                    form.setFieldValue('body', completed);
                    const ticked = form.getFieldValue('mentionedUserIds');
                    if (!ticked.includes(person.id))
                      form.setFieldValue('mentionedUserIds', [...ticked, person.id]);
                  }}
                >
                  {`@${person.name}`}
                </Button>
              ))}
            </div>
          ) : null}
          {colleagues.length ? (
            <form.AppField name="mentionedUserIds">
              {(field) => (
                <field.CheckboxGroup label={t`Tell colleagues`}>
                  {colleagues.map((colleague) => (
                    <Checkbox key={colleague.id} value={colleague.id}>
                      {`@${colleague.name}`}
                    </Checkbox>
                  ))}
                </field.CheckboxGroup>
              )}
            </form.AppField>
          ) : null}
          <div className={styles.actions}>
            <form.SubmitButton>{t`Add note`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

function ColleagueDialog({
  kind,
  onClose,
  opportunityId,
  customerName,
  userId,
  sharedToUserId,
  canReturnToPool,
}: DialogProps & { kind: 'handOver' | 'share' }) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useUpdateConversation();
  const handOver = kind === 'handOver';
  // Not the one who has it (nor, to share, the one it is shared with already).
  const users = useColleagues((id) => id === userId || (!handOver && id === sharedToUserId), {
    signedInOnly: true,
  });
  const colleagues = users.colleagues;
  const options =
    handOver && canReturnToPool
      ? [{ id: POOL_CHOICE, name: t`Back to new customers (the whole team)` }, ...colleagues]
      : colleagues;
  const form = useSchemaForm({
    schema: colleagueFormSchema,
    defaultValues: { userId: '' },
    onSubmit: ({ userId: chosen }) =>
      update.mutateAsync({
        id: opportunityId,
        input: handOver ? { userId: chosen === POOL_CHOICE ? null : chosen } : { sharedToUserId: chosen },
      }),
    serverFields: { 'input.userId': 'userId', 'input.sharedToUserId': 'userId' },
    showServerMessage: true,
    failure: {
      text: handOver
        ? t`The conversation could not be handed over. Try again.`
        : t`The conversation could not be shared. Try again.`,
    },
    onSaved: (_result, { userId: chosen }) => {
      const name = options.find((option) => option.id === chosen)?.name ?? '';
      toast.add({
        tone: 'positive',
        title: !handOver
          ? t`Shared with ${name}.`
          : chosen === POOL_CHOICE
            ? t`The conversation is back among the new customers.`
            : t`Handed over to ${name}.`,
      });
      onClose();
    },
  });
  const title = handOver ? t`Hand over conversation` : t`Share conversation`;
  return (
    <Dialog title={title} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={title} guardLeave={false} className={styles.form}>
          <p className={styles.text}>
            {handOver
              ? t`The colleague becomes responsible for ${customerName} and is told at once.`
              : t`The colleague sees the conversation with ${customerName} in their Shared tab and can accept it; it stays yours until then.`}
          </p>
          <form.AppField name="userId">
            {(field) => (
              <field.OptionSelect
                label={handOver ? t`Hand over to` : t`Share with`}
                placeholder={users.isPending ? t`Loading colleagues…` : t`Choose a colleague`}
                options={options}
                isDisabled={users.isPending}
              />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton>{handOver ? t`Hand over` : t`Share`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

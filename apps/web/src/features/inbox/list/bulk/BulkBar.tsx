import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useUpdateConversations } from '@parley/api';
import {
  type BulkConversationAction,
  bulkLabelFormSchema,
  colleagueFormSchema,
  POOL_CHOICE,
} from '@parley/domain';
import { Button, Dialog, Modal, SelectionBar, useToast } from '@parley/ui';
import { useState } from 'react';
import { useSchemaForm } from '../../../../lib/form/index.ts';
import { useColleagues } from '../../../../lib/useColleagues.ts';
import * as styles from '../../conversation/lifecycle/lifecycle.css.ts';

type BulkBarProps = {
  /** The ticked conversations, in the list's order. */
  ids: string[];
  /** Unticks every row (after an action, or the bar's clear button). */
  onClear: () => void;
};

type Outcome = { updated: number; refused: number };

/**
 * What the inbox can do to its ticked rows: mark them read, close them, hand them over (to a colleague
 * or back to the new customers) or label them. The server judges each one as it would alone; the
 * ones it leaves as they were are counted in a second notice. Loaded when the first row is ticked.
 */
export default function BulkBar({ ids, onClear }: BulkBarProps) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useUpdateConversations();
  const [dialog, setDialog] = useState<'handOver' | 'label' | null>(null);
  const count = ids.length;

  /** Runs the action; tells what changed and what was refused; unticks the rows once it is done. */
  const run = async (
    action: BulkConversationAction,
    extra: { userId?: string | null; labelKey?: string },
    done: (updated: number) => string,
  ): Promise<Outcome> => {
    const result = await update.mutateAsync({ ids, action, ...extra });
    const outcome = { updated: result.updated.length, refused: result.refused.length };
    if (outcome.updated) toast.add({ tone: 'positive', title: done(outcome.updated) });
    const { refused } = outcome;
    if (refused)
      toast.add({
        tone: 'warning',
        title: t`${plural(refused, {
          one: '# conversation was left as it was: it is a colleague’s, or no longer there.',
          other: '# conversations were left as they were: they are a colleague’s, or no longer there.',
        })}`,
      });
    onClear();
    return outcome;
  };
  const runNow = (action: BulkConversationAction, done: (updated: number) => string) =>
    run(action, {}, done).catch(() =>
      toast.add({ tone: 'critical', title: t`The conversations could not be changed. Try again.` }),
    );

  return (
    <>
      <SelectionBar
        aria-label={t`Selected conversations`}
        countText={t`${plural(count, { one: '# selected', other: '# selected' })}`}
        clearLabel={t`Clear selection`}
        onClear={onClear}
      >
        {[
          {
            label: t`Mark read`,
            onPress: () =>
              runNow(
                'MARK_READ',
                (n) =>
                  t`${plural(n, { one: '# conversation marked as read.', other: '# conversations marked as read.' })}`,
              ),
          },
          {
            label: t`Close`,
            onPress: () =>
              runNow(
                'CLOSE',
                (n) => t`${plural(n, { one: '# conversation closed.', other: '# conversations closed.' })}`,
              ),
          },
          { label: t`Hand over…`, onPress: () => setDialog('handOver') },
          { label: t`Label…`, onPress: () => setDialog('label') },
        ].map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant="secondary"
            isDisabled={update.isPending}
            onPress={action.onPress}
          >
            {action.label}
          </Button>
        ))}
      </SelectionBar>
      <Modal
        size="sm"
        isOpen={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      >
        {dialog === 'handOver' ? (
          <HandOverDialog count={ids.length} run={run} onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'label' ? (
          <LabelDialog count={ids.length} run={run} onClose={() => setDialog(null)} />
        ) : null}
      </Modal>
    </>
  );
}

type DialogProps = {
  count: number;
  run: (
    action: BulkConversationAction,
    extra: { userId?: string | null; labelKey?: string },
    done: (updated: number) => string,
  ) => Promise<Outcome>;
  onClose: () => void;
};

function HandOverDialog({ count, run, onClose }: DialogProps) {
  const { t } = useLingui();
  const users = useColleagues(() => false, { signedInOnly: true });
  const options = [{ id: POOL_CHOICE, name: t`Back to new customers (the whole team)` }, ...users.colleagues];
  const form = useSchemaForm({
    schema: colleagueFormSchema,
    defaultValues: { userId: '' },
    onSubmit: ({ userId }) =>
      run(
        'HAND_OVER',
        { userId: userId === POOL_CHOICE ? null : userId },
        (n) => t`${plural(n, { one: '# conversation handed over.', other: '# conversations handed over.' })}`,
      ),
    serverFields: { 'input.userId': 'userId' },
    showServerMessage: true,
    failure: { text: t`The conversations could not be handed over. Try again.` },
    onSaved: onClose,
  });
  const title = t`Hand over ${plural(count, { one: '# conversation', other: '# conversations' })}`;
  return (
    <Dialog title={title} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={title} guardLeave={false} className={styles.form}>
          <p className={styles.text}>
            {t`The colleague becomes responsible for each of them and is told at once. Conversations you may not hand over stay as they are.`}
          </p>
          <form.AppField name="userId">
            {(field) => (
              <field.OptionSelect
                label={t`Hand over to`}
                placeholder={users.isPending ? t`Loading colleagues…` : t`Choose a colleague`}
                options={options}
                isDisabled={users.isPending}
              />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton>{t`Hand over`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

function LabelDialog({ count, run, onClose }: DialogProps) {
  const { t } = useLingui();
  const form = useSchemaForm({
    schema: bulkLabelFormSchema,
    defaultValues: { labelKey: '' },
    onSubmit: ({ labelKey }) =>
      run(
        'ADD_LABEL',
        { labelKey },
        (n) =>
          t`Label “${labelKey}” added to ${plural(n, { one: '# conversation', other: '# conversations' })}.`,
      ),
    serverFields: { 'input.labelKey': 'labelKey' },
    failure: { text: t`The label could not be added. Try again.` },
    onSaved: onClose,
  });
  const title = t`Label ${plural(count, { one: '# conversation', other: '# conversations' })}`;
  return (
    <Dialog title={title} closeLabel={t`Cancel`}>
      <form.AppForm>
        <form.Shell aria-label={title} guardLeave={false} className={styles.form}>
          <form.AppField name="labelKey">
            {(field) => (
              <field.TextField
                label={t`Label`}
                description={t`An existing label of your company, or a new one.`}
                maxLength={64}
              />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton>{t`Add label`}</form.SubmitButton>
          </div>
        </form.Shell>
      </form.AppForm>
    </Dialog>
  );
}

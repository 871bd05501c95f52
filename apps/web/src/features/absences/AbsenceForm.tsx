import { useLingui } from '@lingui/react/macro';
import {
  GraphqlRequestError,
  myAbsenceQueryOptions,
  useApi,
  useCreateAbsence,
  useDeleteAbsence,
  useUpdateAbsence,
} from '@parley/api';
import { absenceInputSchema, emptyAbsenceForm } from '@parley/domain';
import { Button, EmptyState, Skeleton, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './absences.css.ts';

type AbsenceFormValues = typeof emptyAbsenceForm;

/**
 * An absence's dates (DD.MM.YYYY, both days included) and a note. The rules run on each field before
 * anything is sent; an overlap with another absence comes from the server onto the start date.
 */
function AbsenceForm({
  title,
  defaultValues,
  submitLabel,
  onSubmit,
  actions,
}: {
  title: string;
  defaultValues: AbsenceFormValues;
  submitLabel: string;
  onSubmit: (values: { startDate: string; endDate: string; note?: string }) => Promise<void>;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const back = () => navigate({ to: '/profile/absences' });
  const form = useSchemaForm({
    schema: absenceInputSchema,
    defaultValues,
    failure: { text: t`The absence could not be saved. Please try again.` },
    onSubmit,
    onSaved: back,
  });

  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <form.AppField name={name}>{(field) => <field.DatePicker label={label} isRequired />}</form.AppField>
  );

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{title}</h2>
      <form.AppForm>
        <form.Shell aria-label={title} className={styles.form}>
          <div className={styles.dates}>
            {dateField('startDate', t`First day`)}
            {dateField('endDate', t`Last day`)}
          </div>
          <form.AppField name="note">
            {(field) => (
              <field.TextArea label={t`Note`} description={t`Optional, e.g. holiday or training.`} />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton>{submitLabel}</form.SubmitButton>
            <Button variant="quiet" onPress={() => void back()}>
              {t`Cancel`}
            </Button>
            {actions}
          </div>
        </form.Shell>
      </form.AppForm>
    </div>
  );
}

/** profile/absences/add */
export function NewAbsence() {
  const { t } = useLingui();
  const toast = useToast();
  const create = useCreateAbsence();
  return (
    <AbsenceForm
      title={t`New absence`}
      defaultValues={emptyAbsenceForm}
      submitLabel={t`Add absence`}
      onSubmit={async (input) => {
        await create.mutateAsync(input);
        toast.add({ tone: 'positive', title: t`Absence added.` });
      }}
    />
  );
}

/** profile/absences/{id}: edit or delete one of the user's absences. */
export function EditAbsence({ id }: { id: string }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const absence = useQuery(myAbsenceQueryOptions(api, id));
  const update = useUpdateAbsence();
  const remove = useDeleteAbsence();
  const [confirming, setConfirming] = useState(false);

  if (absence.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="12rem" />
        <Skeleton width="100%" height="6rem" />
      </div>
    );
  if (absence.isError) {
    const missing = absence.error instanceof GraphqlRequestError && absence.error.info.code === 'NOT_FOUND';
    return missing ? (
      <EmptyState
        title={t`This absence does not exist (any more).`}
        action={
          <Button variant="secondary" onPress={() => void navigate({ to: '/profile/absences' })}>
            {t`Back to absences`}
          </Button>
        }
      />
    ) : (
      <LoadError onRetry={() => void absence.refetch()}>{t`The absence could not be loaded.`}</LoadError>
    );
  }

  return (
    <>
      <AbsenceForm
        title={t`Edit absence`}
        defaultValues={{
          startDate: absence.data.startDate,
          endDate: absence.data.endDate,
          note: absence.data.note ?? '',
        }}
        submitLabel={t`Save`}
        onSubmit={async (input) => {
          await update.mutateAsync({ id, input });
          toast.add({ tone: 'positive', title: t`Absence saved.` });
        }}
        actions={
          <Button variant="critical" onPress={() => setConfirming(true)}>
            {t`Delete`}
          </Button>
        }
      />
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete absence?`}
        actionLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(id);
            toast.add({ tone: 'positive', title: t`Absence deleted.` });
            setConfirming(false);
            await navigate({ to: '/profile/absences' });
          } catch (error) {
            toast.add({ tone: 'critical', title: t`The absence could not be deleted. Please try again.` });
            throw error;
          }
        }}
      >
        {t`You are no longer marked absent on these days.`}
      </ConfirmDialog>
    </>
  );
}

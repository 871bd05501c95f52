import { useLingui } from '@lingui/react/macro';
import {
  GraphqlRequestError,
  myAbsenceQueryOptions,
  useApi,
  useCreateAbsence,
  useDeleteAbsence,
  useUpdateAbsence,
} from '@parley/api';
import { absenceInputSchema, emptyAbsenceForm, parseForm } from '@parley/domain';
import {
  AlertDialog,
  Banner,
  Button,
  DatePicker,
  EmptyState,
  Form,
  Modal,
  parseDate,
  Skeleton,
  TextArea,
  useToast,
} from '@parley/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import * as styles from './absences.css.ts';

type AbsenceFormValues = typeof emptyAbsenceForm;
const fields = ['startDate', 'endDate', 'note'] as const;

function safeDate(value: string) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

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
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: absenceInputSchema },
    onSubmit: async ({ value }) => {
      const parsed = parseForm(absenceInputSchema, value);
      if (!parsed.success) return;
      setFailed(false);
      try {
        await onSubmit(parsed.output);
        guard.allowLeave();
        await navigate({ to: '/profile/absences' });
      } catch (error) {
        if (!showServerFieldError(form, error, fields)) setFailed(true);
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);

  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <DatePicker
            label={label}
            isRequired
            previousMonthLabel={t`Previous month`}
            nextMonthLabel={t`Next month`}
            value={safeDate(field.state.value)}
            onChange={(value) => field.handleChange(value ? value.toString() : '')}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{title}</h2>
      <Form
        validationBehavior="aria"
        aria-label={title}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {failed ? (
          <Banner tone="critical" role="alert">
            {t`The absence could not be saved. Please try again.`}
          </Banner>
        ) : null}
        <div className={styles.dates}>
          {dateField('startDate', t`First day`)}
          {dateField('endDate', t`Last day`)}
        </div>
        <form.Field name="note">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <TextArea
                label={t`Note`}
                description={t`Optional, e.g. holiday or training.`}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <div className={styles.actions}>
              <Button type="submit" isPending={isSubmitting}>
                {submitLabel}
              </Button>
              <Button variant="quiet" onPress={() => void navigate({ to: '/profile/absences' })}>
                {t`Cancel`}
              </Button>
              {actions}
            </div>
          )}
        </form.Subscribe>
      </Form>
      {guard.dialog}
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
      <Modal size="sm" isDismissable={false} isOpen={confirming} onOpenChange={setConfirming}>
        <AlertDialog
          variant="critical"
          title={t`Delete absence?`}
          primaryActionLabel={t`Delete`}
          pendingLabel={t`Deleting…`}
          cancelLabel={t`Cancel`}
          onCancel={() => setConfirming(false)}
          onPrimaryAction={async () => {
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
        </AlertDialog>
      </Modal>
    </>
  );
}

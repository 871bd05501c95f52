import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type AppointmentInput,
  checkAppointmentOverlap,
  companyPortfolioQueryOptions,
  settingsTeamsQueryOptions,
  useApi,
  useCreateAppointment,
  useUpdateAppointment,
} from '@parley/api';
import {
  APPOINTMENT_COMMENT_MAX_LENGTH,
  APPOINTMENT_MINUTE_STEP,
  type AppointmentFormValues,
  appointmentFormSchema,
  appointmentMessageKeys,
  toAppointmentTimes,
} from '@parley/domain';
import { Button, Dialog, Modal, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import type * as v from 'valibot';
import type { AppointmentView } from '../../lib/appointmentText.ts';
import { userTimeZone } from '../../lib/dates.ts';
import { FieldFailure, useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './appointments.css.ts';
import { ContactPicker } from './ContactPicker.tsx';

/**
 * The API names start and end; the form splits each into a date and a time: an end on another day is
 * the end date's error, any other end error the end time's.
 */
function formFieldOf(field: string, messageKey: string | null): string | null {
  if (field === 'start') return 'startTime';
  if (field === 'end') return messageKey === appointmentMessageKeys.sameDay ? 'endDate' : 'endTime';
  return field;
}

/** The API's input for what the form gives: empty choices are none. */
function appointmentInputOf(
  output: v.InferOutput<ReturnType<typeof appointmentFormSchema>>,
  times: { start: string; end: string },
  timeZone: string,
): AppointmentInput {
  return {
    name: output.name,
    start: times.start,
    end: times.end,
    timeZone,
    teamId: output.teamId || null,
    serviceId: output.serviceId || null,
    productId: output.productId || null,
    customerTypeId: output.customerTypeId || null,
    contactId: output.contactId || null,
    opportunityId: output.opportunityId || null,
    userMessage: output.userMessage || null,
  };
}

export type AppointmentFormDialogProps = {
  /** Open with these values; null keeps the dialog closed. */
  initial: AppointmentFormValues | null;
  /** Editing this appointment; without it a new one is booked. */
  appointment?: AppointmentView | null;
  /** The contact the booking is for (from the conversation or the appointment), shown read-only. */
  contactName?: string | null;
  onClose: () => void;
  onSaved?: (appointment: AppointmentView) => void;
};

/**
 * Book or change an appointment (spec 5): every rule shows on its field before anything is sent, the
 * user's own appointments are checked for an overlap (check-overlap) before the save, and the server's
 * answer lands on the field it names. Nothing typed is lost on an error.
 */
export function AppointmentFormDialog({
  initial,
  appointment,
  contactName,
  onClose,
  onSaved,
}: AppointmentFormDialogProps) {
  return (
    <Modal
      size="md"
      isDismissable={false}
      isOpen={initial !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {initial ? (
        <AppointmentForm
          initial={initial}
          appointment={appointment ?? null}
          contactName={contactName ?? null}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function AppointmentForm({
  initial,
  appointment,
  contactName,
  onClose,
  onSaved,
}: {
  initial: AppointmentFormValues;
  appointment: AppointmentView | null;
  contactName: string | null;
  onClose: () => void;
  onSaved: ((appointment: AppointmentView) => void) | undefined;
}) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const teams = useQuery(settingsTeamsQueryOptions(api));
  const portfolio = useQuery(companyPortfolioQueryOptions(api));
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const timeZone = userTimeZone();
  const creating = !appointment;
  const formId = useId();
  // The start's day before its last change: the end follows it while it was the same day.
  const startDay = useRef(initial.startDate);

  const form = useSchemaForm({
    schema: appointmentFormSchema({ timeZone, creating }),
    defaultValues: initial,
    serverFields: formFieldOf,
    failure: { text: t`The appointment could not be saved. Please try again.` },
    onSubmit: async (output, { value }) => {
      const times = toAppointmentTimes(value, timeZone);
      const overlap = await checkAppointmentOverlap(api, {
        userId: me.id,
        start: times.start,
        end: times.end,
        excludeId: appointment?.id ?? null,
      });
      if (overlap.overlap) throw new FieldFailure('startTime', appointmentMessageKeys.overlap);
      const input = appointmentInputOf(output, times, timeZone);
      return appointment ? update.mutateAsync({ id: appointment.id, input }) : create.mutateAsync(input);
    },
    onSaved: (saved) => {
      toast.add({ tone: 'positive', title: appointment ? t`Appointment saved.` : t`Appointment booked.` });
      onSaved?.(saved);
      onClose();
    },
  });

  const date = (name: 'startDate' | 'endDate', label: string) => (
    <form.AppField
      name={name}
      listeners={{
        onChange: ({ value }) => {
          if (name !== 'startDate') return;
          // An appointment is on one day: the end moves with the start while it was on the start's day.
          if (form.getFieldValue('endDate') === startDay.current) form.setFieldValue('endDate', value);
          startDay.current = value;
        },
      }}
    >
      {(field) => <field.DatePicker label={label} isRequired />}
    </form.AppField>
  );

  const time = (name: 'startTime' | 'endTime', label: string) => (
    <form.AppField name={name}>{(field) => <field.TimeField label={label} isRequired />}</form.AppField>
  );

  const choice = (
    name: 'teamId' | 'serviceId' | 'productId' | 'customerTypeId',
    label: string,
    options: readonly { id: string; name: string }[],
    isRequired = false,
  ) => (
    <form.AppField name={name}>
      {(field) =>
        isRequired ? (
          <field.OptionSelect label={label} placeholder={t`Choose…`} isRequired options={options} />
        ) : (
          <field.OptionSelect label={label} noneLabel={t`None`} options={options} />
        )
      }
    </form.AppField>
  );

  const active = <T extends { active: boolean }>(items: readonly T[] | undefined) =>
    (items ?? []).filter((item) => item.active);
  const title = appointment ? t`Edit appointment` : t`New appointment`;

  return (
    <form.AppForm>
      <Dialog
        title={title}
        closeLabel={t`Close`}
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t`Cancel`}
            </Button>
            <form.SubmitButton form={formId}>
              {appointment ? t`Save appointment` : t`Book appointment`}
            </form.SubmitButton>
          </>
        }
      >
        <form.Shell id={formId} aria-label={title} className={styles.form} guardLeave={false}>
          {contactName ? (
            <p className={styles.intro}>{t`For ${contactName}`}</p>
          ) : (
            <form.Subscribe
              selector={(state) => [state.values.contactId, state.values.opportunityId] as const}
            >
              {([contactId, opportunityId]) => (
                <ContactPicker
                  contactId={contactId ?? ''}
                  opportunityId={opportunityId ?? ''}
                  onContactChange={(id) => form.setFieldValue('contactId', id)}
                  onOpportunityChange={(id) => form.setFieldValue('opportunityId', id)}
                />
              )}
            </form.Subscribe>
          )}
          <form.AppField name="name">{(field) => <field.TextField label={t`Name`} />}</form.AppField>
          <div className={styles.pair}>
            {date('startDate', t`Date`)}
            {time('startTime', t`From`)}
          </div>
          <div className={styles.pair}>
            {date('endDate', t`End date`)}
            {time('endTime', t`To`)}
          </div>
          <p
            className={styles.muted}
          >{t`Times are in your local time (${timeZone}), in steps of ${plural(APPOINTMENT_MINUTE_STEP, { one: '# minute', other: '# minutes' })}.`}</p>
          {choice('teamId', t`Team`, teams.data ?? [], creating)}
          <div className={styles.pair}>
            {choice('serviceId', t`Service`, active(portfolio.data?.services))}
            {choice('productId', t`Product`, active(portfolio.data?.products))}
          </div>
          {choice('customerTypeId', t`Customer type`, active(portfolio.data?.customerTypes))}
          <form.AppField name="userMessage">
            {(field) => (
              <field.TextArea
                label={t`Comment`}
                description={t`At most ${plural(APPOINTMENT_COMMENT_MAX_LENGTH, { one: '# character', other: '# characters' })}.`}
              />
            )}
          </form.AppField>
        </form.Shell>
      </Dialog>
    </form.AppForm>
  );
}

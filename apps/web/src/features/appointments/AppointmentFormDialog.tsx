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
  type AppointmentFormValues,
  appointmentFormSchema,
  appointmentMessageKeys,
  parseForm,
  toAppointmentTimes,
} from '@parley/domain';
import {
  Banner,
  Button,
  DatePicker,
  Dialog,
  Form,
  Modal,
  parseDate,
  parseTime,
  Select,
  SelectItem,
  TextArea,
  TextField,
  TimeField,
  useToast,
} from '@parley/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import * as styles from './appointments.css.ts';
import { type AppointmentView, userTimeZone } from './appointmentText.ts';

const fields = [
  'name',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'teamId',
  'serviceId',
  'productId',
  'customerTypeId',
  'userMessage',
] as const;
type FieldName = (typeof fields)[number];

/** The API names start and end; the form splits each into a date and a time. */
function formFieldOf(field: string, messageKey: string): FieldName | null {
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (name === 'start') return 'startTime';
  if (name === 'end') return messageKey === appointmentMessageKeys.sameDay ? 'endDate' : 'endTime';
  return (fields as readonly string[]).includes(name) ? (name as FieldName) : null;
}

const safe = <T,>(parse: () => T): T | null => {
  try {
    return parse();
  } catch {
    return null;
  }
};

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
  const fieldError = useFieldError();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const teams = useQuery(settingsTeamsQueryOptions(api));
  const portfolio = useQuery(companyPortfolioQueryOptions(api));
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const [failed, setFailed] = useState(false);
  const timeZone = userTimeZone();
  const creating = !appointment;
  const schema = appointmentFormSchema({ timeZone, creating });

  const putOnField = (field: FieldName, messageKey: string) =>
    showServerFieldError(form, { field, messageKey }, fields);

  const form = useForm({
    defaultValues: initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const parsed = parseForm(schema, value);
      if (!parsed.success) return;
      setFailed(false);
      const times = toAppointmentTimes(value, timeZone);
      try {
        const overlap = await checkAppointmentOverlap(api, {
          userId: me.id,
          start: times.start,
          end: times.end,
          excludeId: appointment?.id ?? null,
        });
        if (overlap.overlap) {
          putOnField('startTime', appointmentMessageKeys.overlap);
          return;
        }
        const output = parsed.output;
        const input: AppointmentInput = {
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
        const saved = appointment
          ? await update.mutateAsync({ id: appointment.id, input })
          : await create.mutateAsync(input);
        toast.add({ tone: 'positive', title: appointment ? t`Appointment saved.` : t`Appointment booked.` });
        onSaved?.(saved);
        onClose();
      } catch (error) {
        const named =
          error && typeof error === 'object'
            ? (('info' in error ? error.info : error) as { field?: unknown; messageKey?: unknown })
            : null;
        const field =
          typeof named?.field === 'string'
            ? formFieldOf(named.field, typeof named.messageKey === 'string' ? named.messageKey : '')
            : null;
        if (field && typeof named?.messageKey === 'string') putOnField(field, named.messageKey);
        else setFailed(true);
      }
    },
  });

  const text = (name: 'name', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <TextField
            label={label}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );

  const date = (name: 'startDate' | 'endDate', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <DatePicker
            label={label}
            isRequired
            previousMonthLabel={t`Previous month`}
            nextMonthLabel={t`Next month`}
            value={field.state.value ? safe(() => parseDate(field.state.value)) : null}
            onChange={(value) => {
              const next = value ? value.toString() : '';
              // The end follows the start's day while it was the same (an appointment is on one day).
              if (name === 'startDate' && form.getFieldValue('endDate') === field.state.value)
                form.setFieldValue('endDate', next);
              field.handleChange(next);
            }}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );

  const time = (name: 'startTime' | 'endTime', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <TimeField
            label={label}
            isRequired
            value={field.state.value ? safe(() => parseTime(field.state.value)) : null}
            onChange={(value) => field.handleChange(value ? value.toString().slice(0, 5) : '')}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );

  const choice = (
    name: 'teamId' | 'serviceId' | 'productId' | 'customerTypeId',
    label: string,
    options: readonly { id: string; name: string }[],
    isRequired = false,
  ) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <Select
            label={label}
            placeholder={isRequired ? t`Choose…` : t`None`}
            isRequired={isRequired}
            selectedKey={field.state.value || null}
            onSelectionChange={(key) => field.handleChange(key === null || key === '' ? '' : String(key))}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
          >
            {[
              ...(isRequired ? [] : [<SelectItem key="" id="">{t`None`}</SelectItem>]),
              ...options.map((option) => (
                <SelectItem key={option.id} id={option.id}>
                  {option.name}
                </SelectItem>
              )),
            ]}
          </Select>
        );
      }}
    </form.Field>
  );

  const active = <T extends { active: boolean }>(items: readonly T[] | undefined) =>
    (items ?? []).filter((item) => item.active);
  const title = appointment ? t`Edit appointment` : t`New appointment`;

  return (
    <Dialog
      title={title}
      closeLabel={t`Close`}
      footer={
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <>
              <Button variant="secondary" onPress={onClose}>
                {t`Cancel`}
              </Button>
              <Button isPending={isSubmitting} onPress={() => void form.handleSubmit()}>
                {appointment ? t`Save appointment` : t`Book appointment`}
              </Button>
            </>
          )}
        </form.Subscribe>
      }
    >
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
            {t`The appointment could not be saved. Please try again.`}
          </Banner>
        ) : null}
        {contactName ? <p className={styles.intro}>{t`For ${contactName}`}</p> : null}
        {text('name', t`Name`)}
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
        >{t`Times are in your local time (${timeZone}), in steps of 15 minutes.`}</p>
        {choice('teamId', t`Team`, teams.data ?? [], creating)}
        <div className={styles.pair}>
          {choice('serviceId', t`Service`, active(portfolio.data?.services))}
          {choice('productId', t`Product`, active(portfolio.data?.products))}
        </div>
        {choice('customerTypeId', t`Customer type`, active(portfolio.data?.customerTypes))}
        <form.Field name="userMessage">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <TextArea
                label={t`Comment`}
                description={t`At most 400 characters.`}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        {/* Enter in a field submits like the button. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Dialog>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  type AppointmentQuery,
  apiErrorOf,
  appointmentQueryOptions,
  GraphqlRequestError,
  opportunityQueryOptions,
  useApi,
  useCancelAppointment,
  useConfirmAppointment,
} from '@parley/api';
import {
  type AppointmentFormValues,
  appointmentMessageKeys,
  canCancelAppointment,
  canConfirmAppointment,
  canEditAppointment,
  formFromAppointment,
  homeSectionOf,
} from '@parley/domain';
import {
  AlertDialog,
  AppointmentCard,
  Card,
  CheckIcon,
  CloseIcon,
  DetailRow,
  EditIcon,
  EmptyState,
  EventBusyIcon,
  IconButton,
  Link,
  Modal,
  Spinner,
  useToast,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { isCalendarEvent, useAppointmentText, useStateLabels } from '../../lib/appointmentText.ts';
import { userTimeZone } from '../../lib/dates.ts';
import { messageFor } from '../../lib/messages.ts';
import { translateKey } from '../../lib/useSaveMessages.ts';
import { useChannelLabels } from '../channels/index.ts';
import { ContactPanel } from '../contacts/index.ts';
import { AppointmentFormDialog } from './AppointmentFormDialog.tsx';
import * as styles from './appointments.css.ts';

/**
 * /appointments/overview/{id} (spec 2): a spinner until the appointment is found; the appointment card
 * with close, edit and cancel (own appointments that are not cancelled), the contact card, the
 * conversation when one is linked and the location card when a team is attached.
 */
export function AppointmentDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const text = useAppointmentText();
  const stateLabels = useStateLabels();
  const query = useQuery(appointmentQueryOptions(api, id));
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<AppointmentFormValues | null>(null);
  const close = () => void navigate({ to: '/appointments/overview' });

  if (query.isPending)
    return (
      <div className={styles.centered}>
        <Spinner aria-label={t`Loading the appointment…`} size="lg" />
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof GraphqlRequestError && query.error.info.code === 'NOT_FOUND';
    return (
      <EmptyState
        title={missing ? t`Appointment not found` : t`The appointment could not be loaded.`}
        description={missing ? t`It was removed, or it is not yours.` : undefined}
        action={
          <Link href="/appointments/overview" variant="standalone">
            {t`Back to the calendar`}
          </Link>
        }
      />
    );
  }
  const appointment = query.data;
  const outlook = isCalendarEvent(appointment);
  const creator = appointment.createdBy;

  return (
    <div className={styles.detail}>
      <div className={styles.column}>
        <AppointmentCard
          dateText={text.dateText(appointment)}
          timeText={text.timeText(appointment)}
          allDay={appointment.allDay}
          state={appointment.state}
          stateLabel={stateLabels[appointment.state]}
          origin={outlook ? 'outlook' : 'own'}
          createdBy={
            creator ? { name: `${creator.firstName} ${creator.lastName}`, avatarUrl: creator.avatar } : null
          }
          service={appointment.service?.name}
          product={appointment.product?.name}
          customerType={appointment.customerType?.name}
          customerComment={appointment.contactMessage}
          userComment={appointment.userMessage}
          description={appointment.description}
          webLink={appointment.links.webLink}
          strings={{
            title: text.title(appointment),
            allDay: t`All day`,
            createdBy: t`Created by`,
            service: t`Service`,
            product: t`Product`,
            customerType: t`Customer type`,
            customerComment: t`Customer comment`,
            userComment: t`Your comment`,
            description: t`Description`,
            source: t`Source`,
            sourceName: appointment.originType === 'GOOGLE' ? t`Google Calendar` : t`Office 365`,
            link: t`Link`,
            openLink: t`Open in the calendar`,
          }}
          actions={
            <AppointmentActions
              appointment={appointment}
              onEdit={() => setEditing(formFromAppointment(appointment, userTimeZone()))}
              onCancel={() => setConfirming(true)}
              onClose={close}
            />
          }
        />
        {appointment.team ? <LocationCard team={appointment.team} /> : null}
      </div>
      <div className={styles.column}>
        {appointment.contactId ? (
          // Appointments are often named after their contact: the card says it is the contact.
          <ContactPanel contactId={appointment.contactId} regionLabel={(name) => t`Contact ${name}`} />
        ) : null}
        {appointment.opportunityId ? <ConversationCard opportunityId={appointment.opportunityId} /> : null}
      </div>
      <CancelAppointmentDialog
        appointment={appointment}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
      />
      <AppointmentFormDialog
        initial={editing}
        appointment={appointment}
        contactName={appointment.contact?.name ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

type Appointment = NonNullable<AppointmentQuery['appointment']>;

/** The card's buttons: edit, confirm and cancel where the appointment allows it, and back to the calendar. */
function AppointmentActions({
  appointment,
  onEdit,
  onCancel,
  onClose,
}: {
  appointment: Appointment;
  onEdit: () => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const confirm = useConfirmAppointment();
  return (
    <>
      {canEditAppointment(appointment) ? (
        <IconButton
          label={t`Edit appointment`}
          icon={<EditIcon size="sm" />}
          variant="quiet"
          onPress={onEdit}
        />
      ) : null}
      {canConfirmAppointment(appointment) ? (
        <IconButton
          label={t`Confirm appointment`}
          icon={<CheckIcon size="sm" />}
          variant="quiet"
          isDisabled={confirm.isPending}
          onPress={() =>
            confirm.mutate(appointment.id, {
              onSuccess: () => toast.add({ tone: 'positive', title: t`Appointment confirmed.` }),
              // A request holds no time until confirmed: another appointment may have taken it.
              onError: (error) =>
                toast.add({
                  tone: 'critical',
                  title:
                    apiErrorOf(error)?.messageKey === appointmentMessageKeys.overlap
                      ? translateKey(i18n, appointmentMessageKeys.overlap)
                      : translateKey(i18n, 'MESSAGES.UPDATE_ERROR', { what: t`Appointment` }),
                }),
            })
          }
        />
      ) : null}
      {canCancelAppointment(appointment) ? (
        <IconButton
          label={t`Cancel appointment`}
          icon={<EventBusyIcon size="sm" />}
          variant="quiet"
          onPress={onCancel}
        />
      ) : null}
      <IconButton
        label={t`Back to the calendar`}
        icon={<CloseIcon size="sm" />}
        variant="quiet"
        onPress={onClose}
      />
    </>
  );
}

/** Cancelling asks first; the dialog cannot be closed by clicking outside it. */
function CancelAppointmentDialog({
  appointment,
  isOpen,
  onClose,
}: {
  appointment: Appointment;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const text = useAppointmentText();
  const cancel = useCancelAppointment();
  return (
    <Modal size="sm" isDismissable={false} isOpen={isOpen} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialog
        variant="critical"
        title={t`Cancel this appointment?`}
        primaryActionLabel={t`Cancel appointment`}
        pendingLabel={t`Cancelling…`}
        cancelLabel={t`Keep it`}
        onCancel={onClose}
        onPrimaryAction={async () => {
          try {
            await cancel.mutateAsync(appointment.id);
            toast.add({ tone: 'positive', title: i18n._(messageFor('DELETION_SUCCESS')) });
            onClose();
          } catch (error) {
            toast.add({ tone: 'critical', title: i18n._(messageFor('MESSAGES.DELETION_ERROR')) });
            throw error;
          }
        }}
      >
        {t`The customer's appointment on ${text.dateText(appointment)} at ${text.timeText(appointment)} will be cancelled.`}
      </AlertDialog>
    </Modal>
  );
}

function LocationCard({
  team,
}: {
  team: {
    name: string;
    street?: string | null;
    streetNumber?: string | null;
    zipCode?: string | null;
    city?: string | null;
  };
}) {
  const { t } = useLingui();
  const street = [team.street, team.streetNumber].filter(Boolean).join(' ');
  const city = [team.zipCode, team.city].filter(Boolean).join(' ');
  return (
    <Card title={t`Location`}>
      <DetailRow label={t`Team`} value={team.name} />
      {street || city ? (
        <DetailRow label={t`Address`} value={[street, city].filter(Boolean).join(', ')} />
      ) : null}
    </Card>
  );
}

/** The linked conversation (opportunity details of spec 2) with a link into the inbox. */
function ConversationCard({ opportunityId }: { opportunityId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const channelLabels = useChannelLabels();
  const query = useQuery(opportunityQueryOptions(api, opportunityId));
  if (!query.data) return null;
  const opportunity = query.data;
  const section = homeSectionOf(opportunity, me.id);
  return (
    <Card
      title={t`Conversation`}
      actions={
        <Link href={`/opportunities/${section}/${opportunity.id}`} variant="standalone">
          {t`Open conversation`}
        </Link>
      }
    >
      <DetailRow label={t`Channel`} value={channelLabels.types[opportunity.channelType]} />
      <DetailRow
        label={t`Status`}
        value={
          opportunity.status === 'OPEN'
            ? t({ message: 'Open', context: 'conversation status' })
            : t({ message: 'Closed', context: 'conversation status' })
        }
      />
      <DetailRow
        label={t`Customer`}
        value={
          [opportunity.contact.profile.firstName, opportunity.contact.profile.lastName]
            .filter(Boolean)
            .join(' ') || '—'
        }
      />
    </Card>
  );
}

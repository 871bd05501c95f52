import { newAppointmentForm } from '@parley/domain';
import { useState } from 'react';
import { userTimeZone } from '../../../lib/dates.ts';
import { AppointmentFormDialog } from '../../appointments/index.ts';
import { NewTaskDialog } from '../../tasks/index.ts';

export type BesideDialog = 'appointment' | 'task';

type BesideDialogsProps = {
  dialog: BesideDialog;
  opportunityId: string;
  contactId: string;
  customerName: string;
  onClose: () => void;
};

/**
 * Booking an appointment and creating a task from a conversation, in a dialog over it: the user stays
 * in the conversation, whose timeline then says what was booked or created. Loaded when one is first
 * opened, with the rest of the catalog (laterParts).
 */
export default function BesideDialogs({
  dialog,
  opportunityId,
  contactId,
  customerName,
  onClose,
}: BesideDialogsProps) {
  const [initial] = useState(() => ({ ...newAppointmentForm(userTimeZone()), opportunityId, contactId }));
  if (dialog === 'task') return <NewTaskDialog opportunityId={opportunityId} onClose={onClose} />;
  return <AppointmentFormDialog initial={initial} contactName={customerName} onClose={onClose} />;
}

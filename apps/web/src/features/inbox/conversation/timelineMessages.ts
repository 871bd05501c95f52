import { msg } from '@lingui/core/macro';

/*
 * What people did to a conversation, as its timeline says it (the server records the key and value,
 * the inbox words them with `useAutomationEventText`). `{who}` is the person who did it, `{value}` what
 * the server recorded (a colleague's name, a reason). Imported by nothing, like the automation's
 * event messages, so they travel in the catalog's second part, which a thread with events asks for.
 */
export const timelineMessages = [
  msg({ id: 'CONVERSATION.CLAIMED', message: '{who} took the customer' }),
  msg({ id: 'CONVERSATION.ACCEPTED', message: '{who} accepted the shared conversation' }),
  msg({ id: 'CONVERSATION.CLOSED', message: '{who} closed the conversation' }),
  msg({ id: 'CONVERSATION.CLOSED_WITH_REASON', message: '{who} closed the conversation: {value}' }),
  msg({ id: 'CONVERSATION.REOPENED', message: '{who} reopened the conversation' }),
  msg({
    id: 'CONVERSATION.REOPENED_BY_CUSTOMER',
    message: 'The customer wrote again: the conversation is open',
  }),
  msg({ id: 'CONVERSATION.HANDED_OVER', message: '{who} handed the conversation over to {value}' }),
  msg({
    id: 'CONVERSATION.RETURNED_TO_POOL',
    message: '{who} returned the conversation to the new customers',
  }),
  msg({ id: 'CONVERSATION.SHARED', message: '{who} shared the conversation with {value}' }),
  msg({ id: 'CONVERSATION.NOTE', message: 'Internal note by {who}: {value}' }),
  msg({ id: 'CONVERSATION.SHARING_STOPPED', message: '{who} stopped sharing the conversation' }),
  msg({ id: 'CONVERSATION.LABEL_ADDED', message: '{who} added the label {value}' }),
  msg({ id: 'CONVERSATION.LABEL_REMOVED', message: '{who} removed the label {value}' }),
  msg({ id: 'CONVERSATION.CONSENT_GIVEN', message: "{who} recorded the customer's consent" }),
  msg({
    id: 'CONVERSATION.CONSENT_GIVEN_WITH_SOURCE',
    message: "{who} recorded the customer's consent: {value}",
  }),
  msg({ id: 'CONVERSATION.CONSENT_REVOKED', message: "{who} revoked the customer's consent" }),
  msg({ id: 'CONVERSATION.APPOINTMENT_BOOKED', message: '{who} booked an appointment: {value}' }),
  msg({ id: 'CONVERSATION.APPOINTMENT_CANCELLED', message: '{who} cancelled the appointment {value}' }),
  msg({ id: 'CONVERSATION.TASK_CREATED', message: '{who} created the task {value}' }),
  msg({ id: 'CONVERSATION.SNOOZED', message: '{who} snoozed the conversation until {value}' }),
  msg({ id: 'CONVERSATION.SNOOZE_ENDED', message: 'The snooze ended: the conversation is open again' }),
];

import { msg } from '@lingui/core/macro';

/*
 * What an automation's event on a conversation says (the server records its key and value; the inbox
 * words it with `useAutomationEventText`). Kept out of the inbox's code, so they travel in the catalog's
 * second part instead of every first load; the inbox reads them by id once that part is there.
 * `{bot}` is the automation's name, `{value}` what the server recorded.
 */
export const automationEventMessages = [
  msg({ id: 'AUTOMATION.STARTED', message: 'Bot "{bot}" started' }),
  msg({ id: 'AUTOMATION.NOTE', message: 'Bot "{bot}": {value}' }),
  msg({ id: 'AUTOMATION.SET_LABEL', message: 'Bot "{bot}" set label {value}' }),
  msg({ id: 'AUTOMATION.REMOVE_LABEL', message: 'Bot "{bot}" removed label {value}' }),
  msg({ id: 'AUTOMATION.SET_CONTACT_LABEL', message: 'Bot "{bot}" set contact label {value}' }),
  msg({ id: 'AUTOMATION.REMOVE_CONTACT_LABEL', message: 'Bot "{bot}" removed contact label {value}' }),
  msg({ id: 'AUTOMATION.SET_STATUS.OPEN', message: 'Bot "{bot}" opened the conversation' }),
  msg({ id: 'AUTOMATION.SET_STATUS.CLOSED', message: 'Bot "{bot}" closed the conversation' }),
  msg({ id: 'AUTOMATION.SET_VISIBILITY.POOL', message: 'Bot "{bot}" showed the conversation to everyone' }),
  msg({
    id: 'AUTOMATION.SET_VISIBILITY.ASSIGNED',
    message: 'Bot "{bot}" showed the conversation only to its user',
  }),
  msg({ id: 'AUTOMATION.SET_USER', message: 'Bot "{bot}" gave the conversation to {value}' }),
  msg({ id: 'AUTOMATION.SET_PRODUCT', message: 'Bot "{bot}" set product {value}' }),
  msg({ id: 'AUTOMATION.REMOVE_PRODUCT', message: 'Bot "{bot}" removed product {value}' }),
  msg({ id: 'AUTOMATION.SET_CUSTOMER_TYPE', message: 'Bot "{bot}" set customer type {value}' }),
  msg({ id: 'AUTOMATION.REMOVE_CUSTOMER_TYPE', message: 'Bot "{bot}" removed customer type {value}' }),
  msg({
    id: 'AUTOMATION.SET_CONTACT_CUSTOMER_TYPE',
    message: 'Bot "{bot}" set the contact\'s customer type {value}',
  }),
  msg({
    id: 'AUTOMATION.REMOVE_CONTACT_CUSTOMER_TYPE',
    message: 'Bot "{bot}" removed the contact\'s customer type {value}',
  }),
  msg({ id: 'AUTOMATION.SEND_TEMPLATE', message: 'Bot "{bot}" sent template {value}' }),
  msg({ id: 'AUTOMATION.HTTP_REQUEST', message: 'Bot "{bot}" called {value}' }),
  msg({ id: 'AUTOMATION.SCRIPT.true', message: 'Bot "{bot}": condition met' }),
  msg({ id: 'AUTOMATION.SCRIPT.false', message: 'Bot "{bot}": condition not met' }),
  msg({ id: 'AUTOMATION.INVOKE_BOT', message: 'Bot "{bot}" handed over to bot {value}' }),
  msg({ id: 'AUTOMATION.PAUSE', message: 'Bot "{bot}" paused' }),
  msg({ id: 'AUTOMATION.RESUMED', message: 'Bot "{bot}" went on after its pause' }),
  msg({ id: 'AUTOMATION.OPT_IN_ASKED', message: 'Bot "{bot}" asked for consent' }),
  msg({ id: 'AUTOMATION.CONSENT_GIVEN', message: 'Bot "{bot}" recorded the consent' }),
  msg({ id: 'AUTOMATION.CONSENT_DECLINED', message: 'Bot "{bot}" recorded that consent was declined' }),
  msg({ id: 'AUTOMATION.CONSENT_REVOKED', message: 'Bot "{bot}" recorded the revoke of the consent' }),
  msg({ id: 'AUTOMATION.STEP_FAILED', message: 'Bot "{bot}" stopped: a step failed ({value})' }),
  msg({ id: 'AUTOMATION.STEP_LIMIT', message: 'Bot "{bot}" stopped at its step limit ({value})' }),
];

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { insufficientCreditMessage } from './insufficientCredit.ts';

/*
 * The newsletter's message keys (spec 8), registered by texts.ts when the newsletter's screens load,
 * so the pages every visit loads do not carry them.
 */
export const newsletterMessages: Record<string, MessageDescriptor> = {
  'NEWSLETTER.ERROR_TEXT': msg({
    id: 'NEWSLETTER.ERROR_TEXT',
    message: 'Please accept the terms and the privacy policy.',
  }),
  'NEWSLETTER.ERROR_TEXT2': insufficientCreditMessage,
  'NEWSLETTER.CONVERSATIONS_AMOUNT_FAIL': msg({
    id: 'NEWSLETTER.CONVERSATIONS_AMOUNT_FAIL',
    message: 'This send needs more conversations than you have left.',
  }),
  'NEWSLETTER.CONVERSATION_BOOKING_FAIL': msg({
    id: 'NEWSLETTER.CONVERSATION_BOOKING_FAIL',
    message: 'The conversations could not be booked. Please try again.',
  }),
  'NEWSLETTER.ERROR_LOADING_DISPATCH_SCHEDULE': msg({
    id: 'NEWSLETTER.ERROR_LOADING_DISPATCH_SCHEDULE',
    message: 'The dispatch schedule could not be loaded.',
  }),
  'NEWSLETTER.NO_SCHEDULED_DISPATCHES': msg({
    id: 'NEWSLETTER.NO_SCHEDULED_DISPATCHES',
    message: 'No dispatches are scheduled: nobody of this audience can receive the newsletter.',
  }),
  'NEWSLETTER.NO_TEMPLATE': msg({
    id: 'NEWSLETTER.NO_TEMPLATE',
    message: 'The template of this newsletter no longer exists.',
  }),
  'NEWSLETTER.TEMPLATE_UNAVAILABLE': msg({
    id: 'NEWSLETTER.TEMPLATE_UNAVAILABLE',
    message: 'This template cannot be sent on the chosen channel.',
  }),
  'NEWSLETTER.CONSENT_REQUIRED': msg({
    id: 'NEWSLETTER.CONSENT_REQUIRED',
    message: 'Please confirm to send the newsletter.',
  }),
  'NEWSLETTER.NO_RECIPIENTS': msg({
    id: 'NEWSLETTER.NO_RECIPIENTS',
    message: 'Nobody of this audience can receive the newsletter.',
  }),
};

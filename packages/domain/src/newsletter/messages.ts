/** Message keys of newsletters and credits (spec 8), translated by the web app. */
export const newsletterMessageKeys = {
  /** A top-up needs both the terms and the privacy box ticked. */
  termsRequired: 'NEWSLETTER.ERROR_TEXT',
  /** The balance cannot cover the send (shown in red beside the cost). */
  insufficientCredit: 'NEWSLETTER.ERROR_TEXT2',
  /** The remaining credit after this send would not be positive. */
  conversationsAmountFail: 'NEWSLETTER.CONVERSATIONS_AMOUNT_FAIL',
  topUpFailed: 'NEWSLETTER.CONVERSATION_BOOKING_FAIL',
  scheduleFailed: 'NEWSLETTER.ERROR_LOADING_DISPATCH_SCHEDULE',
  noSchedule: 'NEWSLETTER.NO_SCHEDULED_DISPATCHES',
  noTemplate: 'NEWSLETTER.NO_TEMPLATE',
  consentSaved: 'NEWSLETTER.SUCCESS',
  /** The template cannot be sent on the chosen channel (its sync status). */
  templateUnavailable: 'NEWSLETTER.TEMPLATE_UNAVAILABLE',
  /** The brand's consent confirmation was not given. */
  consentRequired: 'NEWSLETTER.CONSENT_REQUIRED',
  /** No contact matches the audience (or none may be written to). */
  noRecipients: 'NEWSLETTER.NO_RECIPIENTS',
} as const;

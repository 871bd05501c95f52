import { msg } from '@lingui/core/macro';

/** NEWSLETTER.ERROR_TEXT2 alone, for the inbox's template sender (a module of its own, so the inbox's chunk and the first catalog carry only this one). */
export const insufficientCreditMessage = msg({
  id: 'NEWSLETTER.ERROR_TEXT2',
  message: 'Your conversation credit is not enough for this send. Top up your credit first.',
});

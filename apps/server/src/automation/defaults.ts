import type { AutoresponderType } from '@parley/domain';

/*
 * What a company's automation starts with: every autoresponder switched off with a text to begin from,
 * the revoke confirmation on (it cannot be switched off), and the consent bot switched off. Made the
 * first time an admin opens automation, or when a customer writes (whichever comes first).
 */

export const defaultAutoresponders: Record<
  AutoresponderType,
  { active: boolean; subject: string; body: string }
> = {
  WELCOME: {
    active: false,
    subject: 'Thanks for your message',
    body: 'Hello! Thanks for your message. One of us will answer you shortly.',
  },
  OUT_OF_OFFICE: {
    active: false,
    subject: 'We are closed right now',
    body: 'Thanks for your message! We are closed right now and will answer you as soon as we are back.',
  },
  ABSENCE: {
    active: false,
    subject: 'Your contact is away',
    body: 'Thanks for your message! Your contact person is away today; a colleague will get back to you.',
  },
  CONVERSATION_CLAIMED: {
    active: false,
    subject: 'We are on it',
    body: 'Hello! I have taken over your request and will get back to you shortly.',
  },
  CONVERSATION_CLOSED: {
    active: false,
    subject: 'Your request is done',
    body: 'Thanks for getting in touch! Write to us again any time.',
  },
  OPT_IN_CONFIRMED: {
    active: false,
    subject: 'Thanks for your consent',
    body: 'Thank you! We may now send you news. Reply STOP at any time to unsubscribe.',
  },
  OPT_IN_REVOKED: {
    active: true,
    subject: 'Unsubscribed',
    body: 'You have unsubscribed. We will not send you any more news.',
  },
};

export const defaultConsentBot = {
  active: false,
  question: 'May we send you news and offers here? Reply YES to agree or NO to decline.',
  agreeKeyword: 'YES',
  declineKeyword: 'NO',
  revokeKeyword: 'STOP',
};

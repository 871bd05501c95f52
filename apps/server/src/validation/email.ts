import { emailSchema } from '@parley/domain';
import * as v from 'valibot';

/** A short list of throw-away mail providers; extend when support sees new ones. */
export const disposableDomains: ReadonlySet<string> = new Set([
  '10minutemail.com',
  'discard.email',
  'dispostable.com',
  'fakeinbox.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.de',
  'maildrop.cc',
  'mailinator.com',
  'mintemail.com',
  'mytemp.email',
  'sharklasers.com',
  'spamgourmet.com',
  'temp-mail.org',
  'tempmail.com',
  'throwawaymail.com',
  'trashmail.com',
  'trashmail.de',
  'wegwerfmail.de',
  'yopmail.com',
]);

/** Free mail providers common in Germany and worldwide. */
export const freemailDomains: ReadonlySet<string> = new Set([
  'aol.com',
  'freenet.de',
  'gmail.com',
  'gmx.at',
  'gmx.ch',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'hotmail.de',
  'icloud.com',
  'live.com',
  'live.de',
  'mail.de',
  'me.com',
  'outlook.com',
  'outlook.de',
  'posteo.de',
  'proton.me',
  'protonmail.com',
  't-online.de',
  'web.de',
  'yahoo.com',
  'yahoo.de',
]);

export type EmailCheck = {
  valid: boolean;
  disposable: boolean;
  freemail: boolean;
  reason: 'VALIDATE.EMAIL_INVALID' | 'VALIDATE.EMAIL_DISPOSABLE' | 'VALIDATE.EMAIL_FREEMAIL' | null;
};

/** Syntax via the domain schema, then provider lists. Disposable is refused and freemail allowed by default. */
export function checkEmail(
  email: string,
  options: { disposableAllowed?: boolean | null; freemailAllowed?: boolean | null } = {},
): EmailCheck {
  const parsed = v.safeParse(emailSchema, email);
  if (!parsed.success)
    return { valid: false, disposable: false, freemail: false, reason: 'VALIDATE.EMAIL_INVALID' };
  const domain = parsed.output.slice(parsed.output.lastIndexOf('@') + 1).toLowerCase();
  const disposable = disposableDomains.has(domain);
  const freemail = freemailDomains.has(domain);
  if (disposable && options.disposableAllowed !== true) {
    return { valid: false, disposable, freemail, reason: 'VALIDATE.EMAIL_DISPOSABLE' };
  }
  if (freemail && options.freemailAllowed === false) {
    return { valid: false, disposable, freemail, reason: 'VALIDATE.EMAIL_FREEMAIL' };
  }
  return { valid: true, disposable, freemail, reason: null };
}

import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { requiredText } from '../validation/text.ts';
import { COMPANY_NAME_MAX_LENGTH, companyMessageKeys } from './constants.ts';

export { COMPANY_NAME_MAX_LENGTH, companyMessageKeys } from './constants.ts';

export const COMPANY_LOGO_URL_MAX_LENGTH = 2000;
/** A logo file larger than this is refused before it is uploaded (it is shown on every page). */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Logos are uploaded as attachments; their stored URL starts here. */
export const ATTACHMENT_URL_PREFIX = '/api/core-service/attachments/';

/** A logo is an uploaded attachment of this app, or an https address (a brand's CDN). */
export function isCompanyLogoUrl(value: string): boolean {
  if (value.length > COMPANY_LOGO_URL_MAX_LENGTH) return false;
  for (const char of value) if (char <= ' ' || char === '"' || char === '<' || char === '>') return false;
  return (
    (value.startsWith(ATTACHMENT_URL_PREFIX) && value.length > ATTACHMENT_URL_PREFIX.length) ||
    (value.startsWith('https://') && value.length > 'https://'.length)
  );
}

const { general } = messageKeys;

export const companyLogoSchema = v.nullable(
  v.pipe(
    v.string(general),
    v.maxLength(COMPANY_LOGO_URL_MAX_LENGTH, companyMessageKeys.invalidLogo),
    v.check(isCompanyLogoUrl, companyMessageKeys.invalidLogo),
  ),
);

/** The account form (settings → account): name required and trimmed; logos optional. */
export const companyFormSchema = v.object({
  name: requiredText(COMPANY_NAME_MAX_LENGTH, companyMessageKeys.nameTooLong),
  logo: companyLogoSchema,
  small_logo: companyLogoSchema,
  reuseClosedOpportunities: v.boolean(general),
});
export type CompanyForm = v.InferInput<typeof companyFormSchema>;

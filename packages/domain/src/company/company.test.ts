import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import { companyFormSchema, isCompanyLogoUrl } from './company.ts';

describe('company form', () => {
  it('trims the name and keeps the logos', () => {
    const parsed = parseForm(companyFormSchema, {
      name: '  Demo GmbH ',
      logo: '/api/core-service/attachments/abc/logo.png',
      small_logo: null,
      reuseClosedOpportunities: true,
    });
    expect(parsed.success && parsed.output.name).toBe('Demo GmbH');
  });

  it.each([
    [{ name: '   ' }, 'name', 'FORM_ERRORS.REQUIRED'],
    [{ name: 'x'.repeat(201) }, 'name', 'COMPANY.NAME_TOO_LONG'],
    [{ logo: 'javascript:alert(1)' }, 'logo', 'COMPANY.INVALID_LOGO'],
    [{ small_logo: 'http://plain.test/logo.png' }, 'small_logo', 'COMPANY.INVALID_LOGO'],
  ])('refuses %j', (change, field, key) => {
    const parsed = parseForm(companyFormSchema, {
      name: 'Demo',
      logo: null,
      small_logo: null,
      reuseClosedOpportunities: false,
      ...change,
    });
    expect(parsed.success ? null : parsed.errors).toEqual({ [field]: key });
  });

  it('accepts uploaded attachments and https addresses as logos', () => {
    expect(isCompanyLogoUrl('https://cdn.brand.test/logo.svg')).toBe(true);
    expect(isCompanyLogoUrl('/api/core-service/attachments/')).toBe(false);
    expect(isCompanyLogoUrl('https://x.test/a b.png')).toBe(false);
  });
});

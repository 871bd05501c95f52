import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { contactDuplicatesQuerySchema, contactFormSchema, contactMergeInputSchema } from './contactForm.ts';
import { mayManageContact } from './contacts.ts';

const blank = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  street: '',
  streetNumber: '',
  zipCode: '',
  city: '',
};

describe('mayManageContact', () => {
  it("lets admins manage any contact, a user their own and nobody's, not a colleague's", () => {
    const admin = { id: 'a', isAdmin: true };
    const user = { id: 'u', isAdmin: false };
    expect(mayManageContact({ userId: 'someone' }, admin)).toBe(true);
    expect(mayManageContact({ userId: 'u' }, user)).toBe(true);
    expect(mayManageContact({ userId: null }, user)).toBe(true);
    expect(mayManageContact({ userId: 'a' }, user)).toBe(false);
  });
});

describe('contactFormSchema', () => {
  it('needs a last name and an email or a phone number, each valid', () => {
    const noName = v.safeParse(contactFormSchema, { ...blank, email: 'erika@example.com' });
    expect(noName.issues?.[0]?.message).toBe(messageKeys.required);
    const unreachable = v.safeParse(contactFormSchema, { ...blank, lastName: 'Muster' });
    expect(v.getDotPath(unreachable.issues?.[0] as never)).toBe('email');
    const ok = v.parse(contactFormSchema, { ...blank, lastName: ' Muster ', phone: '+49 151 2345678' });
    expect(ok).toMatchObject({ lastName: 'Muster', phone: '+49 151 2345678' });
  });
});

describe('contactDuplicatesQuerySchema and contactMergeInputSchema', () => {
  it('caps what is compared and needs the duplicate', () => {
    expect(v.parse(contactDuplicatesQuerySchema, { email: 'a@b.de' })).toEqual({
      firstName: '',
      lastName: '',
      email: 'a@b.de',
      phone: '',
    });
    expect(v.safeParse(contactDuplicatesQuerySchema, { email: 'x'.repeat(254 * 4 + 1) }).success).toBe(false);
    expect(v.safeParse(contactMergeInputSchema, {}).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hasAccess, levelOfRole } from './roles.ts';

describe('roles', () => {
  it('maps role types to levels', () => {
    expect(levelOfRole('COMPANY_USER')).toBe('user');
    expect(levelOfRole('COMPANY_ADMIN')).toBe('admin');
  });

  it('lets admins through user and admin levels, users only through user level', () => {
    expect(hasAccess('COMPANY_ADMIN', 'admin')).toBe(true);
    expect(hasAccess('COMPANY_ADMIN', 'user')).toBe(true);
    expect(hasAccess('COMPANY_USER', 'user')).toBe(true);
    expect(hasAccess('COMPANY_USER', 'admin')).toBe(false);
    expect(hasAccess(null, 'user')).toBe(false);
  });
});

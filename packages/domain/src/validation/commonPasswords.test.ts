import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords.ts';

describe('isCommonPassword (issue 29)', () => {
  it('knows the common ones whatever their case', () => {
    for (const common of ['password1234', 'Passwort2026', 'QWERTZUIOP123', '123456789012'])
      expect(isCommonPassword(common)).toBe(true);
  });

  it('lets the others through', () => {
    for (const other of ['Garten-Laube-1', 'Parley-Admin-2026', 'password1234!'])
      expect(isCommonPassword(other)).toBe(false);
  });
});

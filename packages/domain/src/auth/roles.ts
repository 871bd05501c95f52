export const roleTypes = ['COMPANY_USER', 'COMPANY_ADMIN'] as const;
export type RoleType = (typeof roleTypes)[number];

/** Access levels a route or navigation item can require. Higher includes lower. */
export const accessLevels = { user: 1, admin: 2 } as const;
export type AccessLevel = keyof typeof accessLevels;

export function levelOfRole(role: RoleType): AccessLevel {
  return role === 'COMPANY_ADMIN' ? 'admin' : 'user';
}

export function hasAccess(role: RoleType | null | undefined, required: AccessLevel): boolean {
  if (!role) return false;
  return accessLevels[levelOfRole(role)] >= accessLevels[required];
}

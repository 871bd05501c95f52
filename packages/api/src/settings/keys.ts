/** Cache keys of settings/users and settings/teams, built only here. */
export const settingsKeys = {
  users: () => ['settings', 'users'] as const,
  user: (id: string) => ['settings', 'users', id] as const,
  roles: () => ['settings', 'roles'] as const,
  teams: () => ['settings', 'teams'] as const,
  channels: (companyId: string) => ['settings', 'channels', companyId] as const,
  portfolio: () => ['settings', 'portfolio'] as const,
  emailCheck: (email: string) => ['settings', 'email-check', email] as const,
};

/** Cache keys of the profile, built only here (the cache is dropped on sign-out). */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => ['profile', 'me'] as const,
  absences: () => ['profile', 'absences'] as const,
  absence: (id: string) => ['profile', 'absences', id] as const,
};

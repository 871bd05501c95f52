/** Cache keys of appointments, availability and linked calendars, built only here. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  weeks: () => ['appointments', 'week'] as const,
  week: (startRange: string, endRange: string) => ['appointments', 'week', startRange, endRange] as const,
  upcoming: () => ['appointments', 'upcoming'] as const,
  contact: (contactId: string) => ['appointments', 'contact', contactId] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
  overlap: (start: string, end: string, excludeId: string | null) =>
    ['appointments', 'overlap', start, end, excludeId] as const,
  availability: () => ['appointments', 'availability'] as const,
  userTeamSettings: (userId: string, teamId: string) =>
    ['appointments', 'availability', 'settings', userId, teamId] as const,
  connections: () => ['calendar-connections'] as const,
  connection: (id: string) => ['calendar-connections', id] as const,
};

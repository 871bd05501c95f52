/** Cache keys of analytics, built only here. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  statistics: (year: number, month: number | null) => ['analytics', 'statistics', year, month] as const,
};

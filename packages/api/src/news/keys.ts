/** Cache keys of the brand news, built only here. */
export const newsKeys = {
  all: ['brand-news'] as const,
  list: (brandId: string, take: number) => ['brand-news', 'list', brandId, take] as const,
  detail: (brandId: string, id: string) => ['brand-news', 'detail', brandId, id] as const,
};

/** Cache keys of the reviews, built only here. */
export type ReviewListFilter = { rating?: number | undefined; unanswered?: boolean | undefined };

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (filter: ReviewListFilter) =>
    ['reviews', 'list', { rating: filter.rating ?? null, unanswered: filter.unanswered ?? false }] as const,
};

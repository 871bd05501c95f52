/** Whose quick replies: the company's (settings) or the signed-in user's own (profile). */
export type QuickReplyScopeKey = 'company' | 'user';

/** Cache keys of the quick replies settings and profile pages, built only here. */
export const quickReplyKeys = {
  all: ['quick-replies'] as const,
  list: (scope: QuickReplyScopeKey = 'company') => ['quick-replies', scope, 'list'] as const,
  detail: (id: string, scope: QuickReplyScopeKey = 'company') =>
    ['quick-replies', scope, 'detail', id] as const,
};

/** Cache keys of the company quick replies settings, built only here. */
export const quickReplyKeys = {
  all: ['company-quick-replies'] as const,
  list: () => ['company-quick-replies', 'list'] as const,
  detail: (id: string) => ['company-quick-replies', 'detail', id] as const,
};

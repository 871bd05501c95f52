import type { QuickReplyScopeKey } from '@parley/api';

export type { QuickReplyScopeKey as QuickReplyScope };

/** Where each kind of quick reply is managed: the company's in settings, the user's own in the profile. */
export const quickReplyBase = {
  company: '/settings/quick-replies',
  user: '/profile/quick-replies',
} as const satisfies Record<QuickReplyScopeKey, string>;

import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useToast } from '@parley/ui';
import { messageFor } from './messages.ts';

/** A message key translated with its values (`what`, `email`). */
export function translateKey(i18n: I18n, key: string, values: Record<string, string>): string {
  const descriptor: MessageDescriptor = { ...messageFor(key), values };
  return i18n._(descriptor);
}

/** Toasts of spec 8's save messages (MESSAGES.UPDATE_SUCCESS / UPDATE_WARNING / …) with what was saved. */
export function useSaveMessages() {
  const { i18n } = useLingui();
  const toast = useToast();
  const say = (tone: 'positive' | 'warning' | 'critical', key: string, values: Record<string, string>) =>
    toast.add({ tone, title: translateKey(i18n, key, values) });
  return {
    success: (what: string) => say('positive', 'MESSAGES.UPDATE_SUCCESS', { what }),
    warning: (what: string) => say('warning', 'MESSAGES.UPDATE_WARNING', { what }),
    error: (what: string) => say('critical', 'MESSAGES.UPDATE_ERROR', { what }),
    created: (what: string) => say('positive', 'MESSAGES.CREATE_SUCCESS', { what }),
    inviteSent: (email: string) => say('positive', 'MESSAGES.INVITE_SENT', { email }),
  };
}

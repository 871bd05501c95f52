import { useLingui } from '@lingui/react';
import { useToast } from '@parley/ui';
import { translateKey } from './messages.ts';

export { translateKey };

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

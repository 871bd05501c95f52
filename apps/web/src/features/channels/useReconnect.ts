import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useReconnectChannel } from '@parley/api';
import { useToast } from '@parley/ui';
import { messageFor } from '../../lib/messages.ts';
import { registerChannelMessages } from './messages.ts';

registerChannelMessages();

/** The reconnect button of an unregistered WhatsApp number: runs the mutation and says how it went. */
export function useReconnect() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const toast = useToast();
  const reconnect = useReconnectChannel();
  return {
    isPending: (id: string) => reconnect.isPending && reconnect.variables === id,
    run: async (id: string, value: string) => {
      try {
        await reconnect.mutateAsync(id);
        toast.add({ tone: 'positive', title: t`${value} is connected again.` });
      } catch (error) {
        const key = (error as { info?: { messageKey?: string } }).info?.messageKey;
        toast.add({
          tone: 'critical',
          title: t`${value} could not be reconnected.`,
          description: key ? i18n._(messageFor(key)) : undefined,
        });
      }
    },
  };
}

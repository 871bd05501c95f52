import { type RestAttachment, useSendMessage } from '@parley/api';
import { useCallback, useMemo } from 'react';
import { useRealtime } from '../../realtime/index.ts';
import { outbox } from './outboxInstance.ts';

/**
 * Sending messages of one conversation: each waits in the outbox (shown as "Sending…") until the
 * server confirms it; a failed one stays there, marked, until it is retried with the same clientId,
 * which the server stores once, so a retry never sends twice.
 */
export function useOutbox(opportunityId: string) {
  const realtime = useRealtime();
  const { mutateAsync: sendMessage } = useSendMessage();

  const send = useCallback(
    async (clientId: string, body: string, attachments: RestAttachment[]) => {
      // This tab's outbox as it is now: if the user signs out meanwhile, the answer goes to the closed one.
      const box = outbox();
      box.put({
        clientId,
        opportunityId,
        body,
        attachments,
        status: 'pending',
        createdAt: new Date().toISOString(),
      });
      try {
        const message = await sendMessage({ opportunityId, clientId, body, attachments });
        realtime.receive(message);
        box.remove(clientId);
      } catch {
        box.mark(clientId, 'failed');
      }
    },
    [opportunityId, realtime, sendMessage],
  );

  const retry = useCallback(
    (clientId: string) => {
      const failed = outbox()
        .snapshot()
        .find((message) => message.clientId === clientId);
      if (failed) void send(failed.clientId, failed.body, failed.attachments);
    },
    [send],
  );

  // The same object while both are: the composer is memoised on it.
  return useMemo(() => ({ send, retry }), [send, retry]);
}

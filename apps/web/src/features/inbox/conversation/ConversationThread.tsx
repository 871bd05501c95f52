import { useLingui } from '@lingui/react/macro';
import { EmptyState, Thread, type ThreadHandle } from '@parley/ui';
import { memo, type RefObject, useDeferredValue, useEffect, useMemo } from 'react';
import { contactName } from '../../../lib/contactName.ts';
import { releaseFirstScreen } from '../../../lib/firstScreen.ts';
import * as styles from '../inbox.css.ts';
import { useInboxFormatters } from '../useFormatters.ts';
import { useAutomationEventText } from './automationEvents.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { threadEntries } from './threadEntries.ts';
import type { ConversationViewer, OpenOpportunity } from './types.ts';
import type { useThread } from './useThread.ts';

type ConversationThreadProps = {
  opportunity: OpenOpportunity;
  me: ConversationViewer;
  thread: ReturnType<typeof useThread>;
  threadRef: RefObject<ThreadHandle | null>;
  onRetry: (clientId: string) => void;
};

/** The conversation's messages, newest at the bottom, older pages on request. */
export const ConversationThread = memo(function ConversationThread({
  opportunity,
  me,
  thread,
  threadRef,
  onRetry,
}: ConversationThreadProps) {
  const { t, i18n } = useLingui();
  const format = useInboxFormatters();
  // Events and delivery failures are worded by the catalog's second part, asked for when one is shown.
  const eventText = useAutomationEventText(
    thread.items.some(
      (item) =>
        item.source !== 'outbox' &&
        (item.message.kind === 'EVENT' || Boolean(item.message.metadata.failureReason)),
    ),
  );
  // A new function with eventText's (once the catalog's second part is there), so failures are worded
  // again; a key not (yet) known reads as the status's own words.
  const failureText = useMemo(() => {
    void eventText;
    return (reason: string) => {
      const descriptor = { id: reason };
      const text = i18n._(descriptor);
      return text === reason && reason.startsWith('DELIVERY.') ? t`Not delivered` : text;
    };
  }, [i18n, t, eventText]);
  const name = contactName(opportunity);
  const entries = useMemo(
    () =>
      threadEntries(thread.items, {
        format,
        userName: `${me.profile.firstName} ${me.profile.lastName}`,
        userAvatarUrl: me.profile.avatar?.url ?? null,
        customerName: name,
        eventText,
        failureText,
      }),
    [thread.items, format, me, name, eventText, failureText],
  );
  // The thread's messages mount in a render of their own (a transition, in short slices), not inside
  // the urgent render of the query store that brought them: a phone stays responsive meanwhile.
  const threadNow = useMemo(
    () => ({ entries, isLoading: thread.isLoading, error: thread.error }),
    [entries, thread.isLoading, thread.error],
  );
  const threadView = useDeferredValue(threadNow);
  // Its messages (or why there are none) are on screen: what waits for the first screen may start.
  useEffect(() => {
    if (!threadView.isLoading) releaseFirstScreen('conversation');
  }, [threadView.isLoading]);
  const statusLabels = {
    pending: t`Sending…`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    read: t`Read`,
    failed: t`Not sent`,
  };

  return (
    <div className={styles.threadArea}>
      <Thread
        ref={threadRef}
        entries={threadView.entries}
        label={t`Messages with ${name}`}
        statusLabels={statusLabels}
        retryLabel={t`Retry`}
        onRetry={onRetry}
        downloadLabel={t`Download`}
        hasOlder={thread.hasOlder}
        isLoadingOlder={thread.loadingOlder}
        onLoadOlder={thread.loadOlder}
        loadOlderLabel={t`Load older messages`}
        loadingLabel={t`Loading messages`}
        isLoading={threadView.isLoading}
        emptyState={
          threadView.error ? (
            <LoadFailed title={t`The messages could not be loaded`} onRetry={thread.refetch} />
          ) : (
            <EmptyState title={t`No messages yet`} description={t`Write the first message.`} />
          )
        }
      />
    </div>
  );
});

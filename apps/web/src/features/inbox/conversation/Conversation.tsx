import { useLingui } from '@lingui/react/macro';
import {
  isNetworkError,
  meQueryOptions,
  opportunityQueryOptions,
  useApi,
  useMarkConversationRead,
} from '@parley/api';
import { EmptyState, InboxIcon, Spinner, type ThreadHandle } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useRef } from 'react';
import { contactName } from '../../../lib/contactName.ts';
import { afterFirstScreen, releaseFirstScreen } from '../../../lib/firstScreen.ts';
import * as styles from '../inbox.css.ts';
import { useOutbox } from '../outbox/useOutbox.ts';
import { ConversationComposer } from './ConversationComposer.tsx';
import { ConversationHeader } from './ConversationHeader.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { composerField, replyIntent } from './replyIntent.ts';
import { useConversationWindowMessages } from './useConversationWindowMessages.ts';
import { useThread } from './useThread.ts';

type ConversationProps = { opportunityId: string };

/**
 * One conversation: its header, its messages and the reply. What the parts share (the opportunity,
 * the thread, the outbox) is fetched here once. The parts are memoised and what they are given keeps
 * its identity while unchanged, so a query here that refetches without news re-renders none of them.
 */
export function Conversation({ opportunityId }: ConversationProps) {
  const { t } = useLingui();
  const api = useApi();
  const { me: signedIn } = useRouteContext({ from: '/_authenticated' });
  // The latest me: a new profile picture shows on this tab's unsent messages at once.
  const me = useQuery(meQueryOptions(api)).data ?? signedIn;
  const threadRef = useRef<ThreadHandle>(null);
  // A failed refetch (the server restarting) keeps the last data on screen; after the socket is back
  // the whole inbox, this opportunity included, is refetched (realtime.ts).
  const opportunityResult = useQuery(opportunityQueryOptions(api, opportunityId));
  const thread = useThread(opportunityId);
  const outbox = useOutbox(opportunityId);
  // The conversation's header, composer and tools mount in a render of their own once it arrives (a
  // transition in short slices), as its messages do.
  const opportunity = useDeferredValue(opportunityResult.data);
  useConversationWindowMessages(opportunityId, opportunity, me, threadRef);

  // R pressed before this conversation could be answered: its field takes the focus now.
  const canReply = Boolean(opportunity?.userId);
  useEffect(() => {
    if (canReply && replyIntent.take(opportunityId)) composerField(opportunityId)?.focus();
  }, [canReply, opportunityId]);

  // Why there is no conversation is on screen: what waits for the first screen may start (the thread
  // releases it once its messages are shown).
  const failed = opportunityResult.error !== null;
  useEffect(() => {
    if (failed) releaseFirstScreen('conversation');
  }, [failed]);

  if (isNetworkError(opportunityResult.error) && !opportunity) {
    return (
      <LoadFailed
        icon={<InboxIcon size="lg" />}
        title={t`The conversation could not be loaded`}
        onRetry={() => {
          void opportunityResult.refetch();
          thread.refetch();
        }}
      />
    );
  }
  if (opportunityResult.error && !opportunity) {
    return (
      <EmptyState
        icon={<InboxIcon size="lg" />}
        title={t`Conversation not found`}
        description={t`It may have been closed or moved to someone else.`}
      />
    );
  }
  if (!opportunity) return <Spinner aria-label={t`Loading conversation`} />;

  const name = contactName(opportunity);
  return (
    <section className={styles.conversation} aria-label={t`Conversation with ${name}`}>
      <ConversationHeader opportunity={opportunity} me={me} />
      <ConversationThread
        opportunity={opportunity}
        me={me}
        thread={thread}
        threadRef={threadRef}
        onRetry={outbox.retry}
      />
      <ConversationComposer opportunity={opportunity} me={me} outbox={outbox} threadRef={threadRef} />
      <MarkAsRead opportunityId={opportunityId} unread={opportunity.unreadCount ?? 0} />
    </section>
  );
}

/**
 * Reading a conversation clears its unread count and the counters follow: after the first screen (the
 * mark and the counters' refetch are not in the way of its messages). A part of its own that renders
 * nothing: the mark's progress (pending, then done) re-renders only it, not the conversation.
 */
function MarkAsRead({ opportunityId, unread }: { opportunityId: string; unread: number }) {
  const { mutate: markRead } = useMarkConversationRead();
  useEffect(() => {
    if (unread > 0) return afterFirstScreen(() => markRead(opportunityId), 500);
  }, [unread, markRead, opportunityId]);
  return null;
}

import { useLingui } from '@lingui/react/macro';
import {
  graphqlErrorInfo,
  isNetworkError,
  meQueryOptions,
  opportunityQueryOptions,
  quickRepliesQueryOptions,
  useAcceptSharedOpportunity,
  useApi,
  useClaimOpportunity,
  useMarkConversationRead,
  useSetConsent,
} from '@parley/api';
import { canRecordManualConsent, MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX_LENGTH } from '@parley/domain';
import {
  Badge,
  Button,
  Composer,
  EmptyState,
  InboxIcon,
  Link,
  Spinner,
  Thread,
  type ThreadHandle,
  useToast,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { contactName } from '../../../lib/contactName.ts';
import { afterFirstScreen, releaseFirstScreen } from '../../../lib/firstScreen.ts';
import { messageFor } from '../../../lib/messages.ts';
import * as styles from '../inbox.css.ts';
import { useOutbox } from '../outbox/useOutbox.ts';
import { useInboxFormatters } from '../useFormatters.ts';
import { LabelEditor } from './LabelEditor.tsx';
import { composerField, replyIntent } from './replyIntent.ts';
import { threadEntries } from './threadEntries.ts';
import { useDraft } from './useDraft.ts';
import { useThread } from './useThread.ts';
import { useUploads } from './useUploads.ts';
import { useWindowMessages, windowMessages } from './windowMessages.ts';

type ConversationProps = { opportunityId: string };

/**
 * The composer's writing tools (brand flag): their own chunk, outside the inbox's budget. They mount
 * (and their chunk is fetched) after the first screen, not in the way of the conversation's own
 * requests and rendering, long before a user reaches for them.
 */
const WritingTools = lazy(
  // biome-ignore lint/style/noRestrictedImports: a chunk of its own; the assistant's index.ts would bring the whole assistant
  () => import('../../assistant/WritingTools.tsx'),
);
/** Once they have come, the next conversation shows them at once. */
let writingToolsCame = false;

/** Something the network did not deliver, with the user's own retry. */
function LoadFailed({ title, icon, onRetry }: { title: string; icon?: ReactNode; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={t`Check your connection and try again.`}
      action={
        <Button variant="secondary" onPress={onRetry}>
          {t`Try again`}
        </Button>
      }
    />
  );
}

export function Conversation({ opportunityId }: ConversationProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const { me: signedIn } = useRouteContext({ from: '/_authenticated' });
  // The latest me: a new profile picture shows on this tab's unsent messages at once.
  const me = useQuery(meQueryOptions(api)).data ?? signedIn;
  const toast = useToast();
  const format = useInboxFormatters();
  const threadRef = useRef<ThreadHandle>(null);
  // A failed refetch (the server restarting) keeps the last data on screen; after the socket is back
  // the whole inbox, this opportunity included, is refetched (realtime.ts).
  const opportunityResult = useQuery(opportunityQueryOptions(api, opportunityId));
  const quickReplies = useQuery(quickRepliesQueryOptions(api));
  const thread = useThread(opportunityId);
  const { draft, change: changeDraft, clear: clearDraft } = useDraft(opportunityId);
  const [toolError, setToolError] = useState<string | null>(null);
  // A writing tool's error is about the text as it was: typing on makes it moot.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the draft changes
  useEffect(() => setToolError(null), [draft]);
  const uploads = useUploads((error) =>
    toast.add({ tone: 'critical', title: t`The file could not be attached.`, description: error.message }),
  );
  const outboxOf = useOutbox(opportunityId);
  const claim = useClaimOpportunity();
  const acceptShared = useAcceptSharedOpportunity();
  const setConsent = useSetConsent();
  // The conversation's header, composer and tools mount in a render of their own once it arrives (a
  // transition in short slices), as its messages do below.
  const opportunity = useDeferredValue(opportunityResult.data);
  // R pressed before this conversation could be answered: its field takes the focus now.
  const canReply = Boolean(opportunity?.userId);
  useEffect(() => {
    if (canReply && replyIntent.take(opportunityId)) composerField(opportunityId)?.focus();
  }, [canReply, opportunityId]);

  // Reading a conversation clears its unread count and the counters follow: after the first screen
  // (the mark and the counters' refetch are not in the way of its messages).
  const unread = opportunity?.unreadCount ?? 0;
  const { mutate: markRead } = useMarkConversationRead();
  useEffect(() => {
    if (unread > 0) return afterFirstScreen(() => markRead(opportunityId), 500);
  }, [unread, markRead, opportunityId]);
  // The writing tools (their chunk) come after the first screen, a moment before anyone reaches for them.
  const [toolsReady, setToolsReady] = useState(writingToolsCame);
  useEffect(() => {
    if (writingToolsCame) return;
    return afterFirstScreen(() => {
      writingToolsCame = true;
      setToolsReady(true);
    });
  }, []);

  // The server's own limits, checked before anything leaves: the draft stays, with the reason beside it.
  const tooLong = draft.length > MESSAGE_BODY_MAX_LENGTH;
  const tooManyFiles = uploads.attachments.length > MESSAGE_ATTACHMENTS_MAX;
  const composerError = tooLong
    ? t`A message can have at most ${i18n.number(MESSAGE_BODY_MAX_LENGTH)} characters.`
    : tooManyFiles
      ? t`A message can carry at most ${MESSAGE_ATTACHMENTS_MAX} files.`
      : undefined;

  const handleSend = () => {
    const body = draft.trim();
    if ((!body && uploads.attachments.length === 0) || composerError) return;
    const files = uploads.take();
    clearDraft();
    threadRef.current?.scrollToBottom();
    void outboxOf.send(crypto.randomUUID(), body, files);
  };

  const handleClaim = () =>
    claim.mutate(opportunityId, {
      // Settled once the refreshed opportunity has unlocked the composer.
      onSuccess: () => toast.add({ tone: 'positive', title: t`The conversation is yours now.` }),
      onError: (error) =>
        toast.add({
          tone: 'critical',
          title:
            graphqlErrorInfo(error)?.code === 'ALREADY_CLAIMED'
              ? t`Another user took this customer first.`
              : t`Operation failed`,
        }),
    });

  // Window messages of spec 7: accepting a shared opportunity, consent buttons, scrolling down.
  useWindowMessages({
    onAcceptShared() {
      acceptShared.mutate(opportunityId, {
        onSuccess: () => toast.add({ tone: 'positive', title: t`You accepted the conversation.` }),
        onError: () => toast.add({ tone: 'critical', title: t`Operation failed` }),
      });
    },
    onUpdateConsent() {
      // The brand may not accept manual opt-ins (disableManualOptinGiven): the server would refuse it.
      if (!opportunity || me.company.brand.features.disableManualOptinGiven) return;
      setConsent.mutate(
        { contactIds: [opportunity.contact.id], type: 'MANUAL' },
        {
          onSuccess: () =>
            toast.add({
              tone: 'positive',
              title: t({ id: 'NEWSLETTER.SUCCESS', message: 'Saved successfully.' }),
            }),
          onError: () =>
            toast.add({
              tone: 'critical',
              title: t({ id: 'FORM_ERRORS.GENERAL', message: 'Something went wrong. Please try again.' }),
            }),
        },
      );
    },
    onScrollBottom: () => threadRef.current?.scrollToBottom(),
  });

  const entries = useMemo(
    () =>
      threadEntries(thread.items, {
        format,
        userName: `${me.profile.firstName} ${me.profile.lastName}`,
        userAvatarUrl: me.profile.avatar?.url ?? null,
        customerName: opportunity ? contactName(opportunity) : '',
      }),
    [thread.items, format, me, opportunity],
  );
  // The thread's messages mount in a render of their own (a transition, in short slices), not inside
  // the urgent render of the query store that brought them: a phone stays responsive meanwhile.
  const threadNow = useMemo(
    () => ({ entries, isLoading: thread.isLoading, error: thread.error }),
    [entries, thread.isLoading, thread.error],
  );
  const threadView = useDeferredValue(threadNow);
  // Its messages (or why there are none) are on screen: what waits for the first screen may start.
  const settled = (opportunity !== undefined && !threadView.isLoading) || opportunityResult.error !== null;
  useEffect(() => {
    if (settled) releaseFirstScreen('conversation');
  }, [settled]);

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
  const isPool = !opportunity.userId;
  const isSharedWithMe = opportunity.sharedToUserId === me.id && opportunity.userId !== me.id;
  const consentLabels = {
    ACTIVE: t`Consent given`,
    DISABLED: t`Consent revoked`,
    UNKNOWN: t`Consent unknown`,
  };
  const statusLabels = {
    pending: t`Sending…`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    read: t`Read`,
    failed: t`Not sent`,
  };

  return (
    <section className={styles.conversation} aria-label={t`Conversation with ${name}`}>
      <header className={styles.conversationHeader}>
        <h2 className={styles.conversationTitle}>{name}</h2>
        <Badge tone={opportunity.contact.consentStatus === 'ACTIVE' ? 'positive' : 'neutral'}>
          {consentLabels[opportunity.contact.consentStatus]}
        </Badge>
        {canRecordManualConsent(opportunity.contact.consentStatus, me.company.brand.features) ? (
          <Button size="sm" variant="secondary" onPress={() => windowMessages.updateConsent('manual')}>
            {t`Record consent`}
          </Button>
        ) : null}
        {isPool ? (
          <Button size="sm" onPress={handleClaim}>
            {t`Take this customer`}
          </Button>
        ) : null}
        {isSharedWithMe ? (
          <Button size="sm" onPress={() => windowMessages.acceptShared()}>
            {t`Accept conversation`}
          </Button>
        ) : null}
        <LabelEditor opportunityId={opportunityId} companyId={me.company.id} attached={opportunity.labels} />
        {/* A plain link: the tasks screens load only when it is followed (the inbox chunk stays small). */}
        <Link
          variant="standalone"
          href={`/tasks/mine/new?opportunityId=${encodeURIComponent(opportunityId)}`}
        >
          {t`Create task`}
        </Link>
        {me.company.brand.features.appointments ? (
          <Link
            variant="standalone"
            href={`/appointments/overview?book=${encodeURIComponent(opportunityId)}`}
          >
            {t`Book appointment`}
          </Link>
        ) : null}
      </header>
      <div className={styles.threadArea}>
        <Thread
          ref={threadRef}
          entries={threadView.entries}
          label={t`Messages with ${name}`}
          statusLabels={statusLabels}
          retryLabel={t`Retry`}
          onRetry={outboxOf.retry}
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
      <div className={styles.composerArea} id="composer" data-opportunity={opportunityId}>
        <Composer
          value={draft}
          onChange={changeDraft}
          onSend={handleSend}
          label={t`Message to ${name}`}
          placeholder={t`Write a message…`}
          sendLabel={t`Send`}
          sendingLabel={t`Uploading`}
          isSending={uploads.uploading}
          attachLabel={t`Attach files`}
          onFilesSelected={(files) => void uploads.add(files)}
          attachments={uploads.attachments.map((a) => ({
            id: a.id,
            name: a.displayName,
            sizeText: format.fileSize(a.size),
          }))}
          onRemoveAttachment={uploads.remove}
          removeAttachmentLabel={(file) => t`Remove ${file}`}
          attachmentsLabel={t`Attachments`}
          quickReplies={(quickReplies.data ?? []).map((reply) =>
            // The user's own replies are marked, the company's come first (by scope, then title).
            reply.scope === 'USER' ? { ...reply, title: t`${reply.title} (personal)` } : reply,
          )}
          quickRepliesLabel={t`Quick replies`}
          errorMessage={composerError ?? (toolError ? i18n._(messageFor(toolError)) : undefined)}
          tools={
            me.company.brand.features.writingTools && !isPool && toolsReady ? (
              <Suspense fallback={null}>
                <WritingTools text={draft} onResult={changeDraft} onError={setToolError} />
              </Suspense>
            ) : undefined
          }
          hint={isPool ? t`Take this customer to reply.` : t`Enter to send, Shift+Enter for a new line`}
          isDisabled={isPool}
        />
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  acceptSharedOpportunityMutation,
  claimOpportunityMutation,
  graphqlErrorInfo,
  inboxKeys,
  markConversationReadMutation,
  opportunityQuery,
  quickRepliesQuery,
  type RestAttachment,
  sendMessageMutation,
  setConsentMutation,
  uploadAttachment,
} from '@parley/api';
import { attachmentKindOf } from '@parley/domain';
import {
  Badge,
  Button,
  Composer,
  EmptyState,
  InboxIcon,
  Spinner,
  Thread,
  type ThreadEntry,
  type ThreadHandle,
  useToast,
} from '@parley/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useClient, useQuery } from 'urql';
import { contactName } from '../../lib/inbox/contactName.ts';
import { drafts } from '../../lib/inbox/drafts.ts';
import { outbox } from '../../lib/inbox/outboxInstance.ts';
import * as styles from './inbox.css.ts';
import { LabelEditor } from './LabelEditor.tsx';
import { useRealtime } from './RealtimeContext.tsx';
import { composerField, replyIntent } from './replyIntent.ts';
import { useInboxFormatters } from './useFormatters.ts';
import { useThread } from './useThread.ts';
import { useWindowMessages, windowMessages } from './windowMessages.ts';

type ConversationProps = { opportunityId: string; section: string };

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
  const { t } = useLingui();
  const { app, me } = useRouteContext({ from: '/_authenticated' });
  const client = useClient();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const toast = useToast();
  const format = useInboxFormatters();
  const threadRef = useRef<ThreadHandle>(null);
  const [opportunityResult, refetchOpportunity] = useQuery({
    query: opportunityQuery,
    variables: { id: opportunityId },
    requestPolicy: 'cache-and-network',
  });
  const [quickReplies] = useQuery({ query: quickRepliesQuery });
  const thread = useThread(opportunityId);
  const [draft, setDraft] = useState(() => drafts.read(opportunityId));
  const [attachments, setAttachments] = useState<Array<RestAttachment & { id: string }>>([]);
  const [uploading, setUploading] = useState(false);
  // A failed refetch (the server restarting) keeps the conversation on screen; after the socket is
  // back the opportunity is refetched with everything else that may have changed meanwhile.
  const lastOpportunity = useRef(opportunityResult.data?.opportunity);
  const fetched = opportunityResult.data?.opportunity;
  if (fetched) lastOpportunity.current = fetched;
  const opportunity =
    fetched ?? (lastOpportunity.current?.id === opportunityId ? lastOpportunity.current : undefined);
  // R pressed before this conversation could be answered: its field takes the focus now.
  const canReply = Boolean(opportunity?.userId);
  useEffect(() => {
    if (canReply && replyIntent.take(opportunityId)) composerField(opportunityId)?.focus();
  }, [canReply, opportunityId]);
  const resyncs = useSyncExternalStore(realtime.subscribe, () => realtime.resyncs);
  useEffect(() => {
    if (resyncs > 0) refetchOpportunity({ requestPolicy: 'network-only' });
  }, [resyncs, refetchOpportunity]);

  // Reading a conversation clears its unread count and the counters follow.
  const unread = opportunity?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) {
      void client
        .mutation(markConversationReadMutation, { opportunityId })
        .toPromise()
        .then(() => {
          void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
        });
    }
  }, [unread, client, opportunityId, queryClient]);

  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all });

  const send = async (clientId: string, body: string, files: RestAttachment[]) => {
    outbox().put({
      clientId,
      opportunityId,
      body,
      attachments: files,
      status: 'pending',
      createdAt: new Date().toISOString(),
    });
    const result = await client
      .mutation(sendMessageMutation, {
        opportunityId,
        clientId,
        body: body || null,
        attachments: files.map(({ displayName, url, size, extension, mimeType }) => ({
          displayName,
          url,
          size,
          extension,
          mimeType,
        })),
      })
      .toPromise();
    const message = result.data?.sendMessage;
    if (message) {
      realtime.receive(message);
      outbox().remove(clientId);
      refreshLists();
    } else {
      outbox().mark(clientId, 'failed');
    }
  };

  const handleSend = () => {
    const body = draft.trim();
    if (!body && attachments.length === 0) return;
    const files = attachments.map(({ id: _id, ...rest }) => rest);
    setDraft('');
    drafts.write(opportunityId, '');
    setAttachments([]);
    threadRef.current?.scrollToBottom();
    void send(crypto.randomUUID(), body, files);
  };

  const handleFiles = async (files: File[]) => {
    setUploading(true);
    try {
      for (const file of files) {
        const stored = await uploadAttachment({ baseUrl: app.config.restBaseUrl, fetch: app.fetch }, file);
        setAttachments((current) => [...current, { ...stored, id: crypto.randomUUID() }]);
      }
    } catch (error) {
      toast.add({
        tone: 'critical',
        title: t`The file could not be attached.`,
        description: String((error as Error).message),
      });
    } finally {
      setUploading(false);
    }
  };

  const claim = async () => {
    const result = await client.mutation(claimOpportunityMutation, { id: opportunityId }).toPromise();
    if (result.data) {
      // The composer unlocks with the refreshed opportunity; announce it once it has.
      await client
        .query(opportunityQuery, { id: opportunityId }, { requestPolicy: 'network-only' })
        .toPromise();
      toast.add({ tone: 'positive', title: t`The conversation is yours now.` });
      refreshLists();
    } else {
      const info = graphqlErrorInfo(result.error);
      toast.add({
        tone: 'critical',
        title:
          info?.code === 'ALREADY_CLAIMED' ? t`Another user took this customer first.` : t`Operation failed`,
      });
      refreshLists();
    }
  };

  // Window messages of spec 7: accepting a shared opportunity, consent buttons, scrolling down.
  useWindowMessages({
    async onAcceptShared() {
      const result = await client
        .mutation(acceptSharedOpportunityMutation, { id: opportunityId })
        .toPromise();
      if (result.error) toast.add({ tone: 'critical', title: t`Operation failed` });
      else if (result.data) {
        toast.add({ tone: 'positive', title: t`You accepted the conversation.` });
        refetchOpportunity({ requestPolicy: 'network-only' });
        refreshLists();
      } else toast.add({ tone: 'critical', title: t`Operation failed` });
    },
    async onUpdateConsent() {
      if (!opportunity) return;
      const result = await client
        .mutation(setConsentMutation, { contactIds: [opportunity.contact.id], type: 'MANUAL' })
        .toPromise();
      toast.add(
        result.data
          ? { tone: 'positive', title: t({ id: 'NEWSLETTER.SUCCESS', message: 'Saved successfully.' }) }
          : {
              tone: 'critical',
              title: t({ id: 'FORM_ERRORS.GENERAL', message: 'Something went wrong. Please try again.' }),
            },
      );
      refetchOpportunity({ requestPolicy: 'network-only' });
    },
    onScrollBottom: () => threadRef.current?.scrollToBottom(),
  });

  const entries = useMemo<ThreadEntry[]>(() => {
    const list: ThreadEntry[] = [];
    let lastDay = '';
    for (const item of thread.items) {
      const createdAt = item.message.createdAt;
      const day = format.dayHeading(createdAt);
      if (day !== lastDay) {
        list.push({ kind: 'day', id: `day-${createdAt}`, label: day });
        lastDay = day;
      }
      if (item.source === 'outbox') {
        const m = item.message;
        list.push({
          kind: 'message',
          id: m.clientId,
          sender: 'user',
          senderName: `${me.profile.firstName} ${me.profile.lastName}`,
          body: m.body,
          timeText: format.time(createdAt),
          dateTime: createdAt,
          status: m.status === 'failed' ? 'failed' : 'pending',
          attachments: m.attachments.map((a, index) => ({
            id: `${m.clientId}-${index}`,
            kind: attachmentKindOf(a.mimeType),
            displayName: a.displayName,
            url: a.url,
            sizeText: format.fileSize(a.size),
          })),
        });
        continue;
      }
      const m = item.message;
      const fromCustomer = m.sender.type === 'CUSTOMER';
      const status = m.metadata.status.toLowerCase();
      list.push({
        kind: 'message',
        id: m.id,
        sender: fromCustomer ? 'customer' : 'user',
        senderName:
          [m.sender.firstName, m.sender.lastName].filter(Boolean).join(' ') ||
          (opportunity ? contactName(opportunity) : ''),
        body: m.body ?? undefined,
        timeText: format.time(createdAt),
        dateTime: createdAt,
        status: fromCustomer ? undefined : (status as 'sent' | 'delivered' | 'read' | 'failed' | 'pending'),
        attachments: m.attachments.map((a, index) => ({
          id: `${m.id}-${index}`,
          kind: attachmentKindOf(a.mimeType),
          displayName: a.displayName,
          url: a.url,
          sizeText: format.fileSize(a.size),
        })),
      });
    }
    return list;
  }, [thread.items, format, me, opportunity]);

  if (opportunityResult.error?.networkError && !opportunity) {
    return (
      <LoadFailed
        icon={<InboxIcon size="lg" />}
        title={t`The conversation could not be loaded`}
        onRetry={() => {
          refetchOpportunity({ requestPolicy: 'network-only' });
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
        {opportunity.contact.consentStatus !== 'ACTIVE' ? (
          <Button size="sm" variant="secondary" onPress={() => windowMessages.updateConsent('manual')}>
            {t`Record consent`}
          </Button>
        ) : null}
        {isPool ? (
          <Button size="sm" onPress={claim}>
            {t`Take this customer`}
          </Button>
        ) : null}
        {isSharedWithMe ? (
          <Button size="sm" onPress={() => windowMessages.acceptShared()}>
            {t`Accept conversation`}
          </Button>
        ) : null}
        <LabelEditor opportunityId={opportunityId} companyId={me.company.id} attached={opportunity.labels} />
      </header>
      <div className={styles.threadArea}>
        <Thread
          ref={threadRef}
          entries={entries}
          label={t`Messages with ${name}`}
          statusLabels={statusLabels}
          retryLabel={t`Retry`}
          onRetry={(clientId) => {
            const failed = outbox()
              .snapshot()
              .find((m) => m.clientId === clientId);
            if (failed) void send(failed.clientId, failed.body, failed.attachments);
          }}
          downloadLabel={t`Download`}
          hasOlder={thread.hasOlder}
          isLoadingOlder={thread.loadingOlder}
          onLoadOlder={thread.loadOlder}
          loadOlderLabel={t`Load older messages`}
          loadingLabel={t`Loading messages`}
          isLoading={thread.isLoading}
          emptyState={
            thread.error ? (
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
          onChange={(value) => {
            setDraft(value);
            drafts.write(opportunityId, value);
          }}
          onSend={handleSend}
          label={t`Message to ${name}`}
          placeholder={t`Write a message…`}
          sendLabel={t`Send`}
          sendingLabel={t`Uploading`}
          isSending={uploading}
          attachLabel={t`Attach files`}
          onFilesSelected={(files) => void handleFiles(files)}
          attachments={attachments.map((a) => ({
            id: a.id,
            name: a.displayName,
            sizeText: format.fileSize(a.size),
          }))}
          onRemoveAttachment={(id) => setAttachments((current) => current.filter((a) => a.id !== id))}
          removeAttachmentLabel={(file) => t`Remove ${file}`}
          attachmentsLabel={t`Attachments`}
          quickReplies={quickReplies.data?.quickReplies ?? []}
          quickRepliesLabel={t`Quick replies`}
          hint={isPool ? t`Take this customer to reply.` : t`Enter to send, Shift+Enter for a new line`}
          isDisabled={isPool}
        />
      </div>
    </section>
  );
}

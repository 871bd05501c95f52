import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { quickRepliesQueryOptions, useApi } from '@parley/api';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX_LENGTH, messageWindowOf } from '@parley/domain';
import { Composer, type ThreadHandle, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, type RefObject, Suspense, useEffect, useState } from 'react';
import { contactName } from '../../../lib/contactName.ts';
import { afterFirstScreen } from '../../../lib/firstScreen.ts';
import { failureText, messageFor } from '../../../lib/messages.ts';
import * as styles from '../inbox.css.ts';
import type { useOutbox } from '../outbox/useOutbox.ts';
import { useInboxFormatters } from '../useFormatters.ts';
import type { ConversationViewer, OpenOpportunity } from './types.ts';
import { useDraft } from './useDraft.ts';
import { useUploads } from './useUploads.ts';

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

/** WhatsApp's window (its countdown, or templates once it closed): only WhatsApp conversations load it. */
const MessageWindow = lazy(() => import('./MessageWindow.tsx'));

type ConversationComposerProps = {
  opportunity: OpenOpportunity;
  me: ConversationViewer;
  outbox: ReturnType<typeof useOutbox>;
  threadRef: RefObject<ThreadHandle | null>;
};

/**
 * The reply: a draft kept per conversation, files, quick replies and the writing tools; locked while the
 * customer is in the pool. The server's limits are checked before anything leaves.
 */
export const ConversationComposer = memo(function ConversationComposer({
  opportunity,
  me,
  outbox,
  threadRef,
}: ConversationComposerProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const toast = useToast();
  const format = useInboxFormatters();
  const opportunityId = opportunity.id;
  const quickReplies = useQuery(quickRepliesQueryOptions(api));
  const { draft, change: changeDraft, clear: clearDraft } = useDraft(opportunityId);
  const [toolError, setToolError] = useState<string | null>(null);
  // A writing tool's error is about the text as it was: typing on makes it moot.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the draft changes
  useEffect(() => setToolError(null), [draft]);
  const uploads = useUploads((error) =>
    toast.add({
      tone: 'critical',
      title: t`The file could not be attached.`,
      description: failureText(i18n, error),
    }),
  );
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
    ? t`A message can have at most ${plural(MESSAGE_BODY_MAX_LENGTH, { one: '# character', other: '# characters' })}.`
    : tooManyFiles
      ? t`A message can carry at most ${plural(MESSAGE_ATTACHMENTS_MAX, { one: '# file', other: '# files' })}.`
      : undefined;

  const handleSend = () => {
    const body = draft.trim();
    if ((!body && uploads.attachments.length === 0) || composerError) return;
    const files = uploads.take();
    clearDraft();
    threadRef.current?.scrollToBottom();
    void outbox.send(crypto.randomUUID(), body, files);
  };

  const isPool = !opportunity.userId;
  const name = contactName(opportunity);
  // WhatsApp's rule: free text only within 24 hours of the customer's last message. When the countdown
  // ends, `closedAt` changes and the composer turns to templates; a new customer message reopens it.
  const [, setClosedAt] = useState(0);
  const handleWindowClosed = () => setClosedAt(Date.now());
  const messageWindow = messageWindowOf(
    opportunity.channelType,
    opportunity.lastCustomerMessageAt,
    Date.now(),
  );
  const windowClosed = messageWindow.applies && !messageWindow.open;
  return (
    <div className={styles.composerArea} id="composer" data-opportunity={opportunityId}>
      {windowClosed && !isPool ? (
        <Suspense fallback={null}>
          <MessageWindow window={messageWindow} opportunityId={opportunityId} onClose={handleWindowClosed} />
        </Suspense>
      ) : null}
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
          <>
            {me.company.brand.features.writingTools && !isPool && toolsReady && !windowClosed ? (
              <Suspense fallback={null}>
                <WritingTools text={draft} onResult={changeDraft} onError={setToolError} />
              </Suspense>
            ) : null}
            {messageWindow.applies && messageWindow.open ? (
              // The countdown sits in the toolbar's row: the thread keeps its height.
              <Suspense fallback={null}>
                <MessageWindow
                  window={messageWindow}
                  opportunityId={opportunityId}
                  onClose={handleWindowClosed}
                />
              </Suspense>
            ) : null}
          </>
        }
        hint={
          isPool
            ? t`Take this customer to reply.`
            : windowClosed
              ? t`Your draft is kept for when the customer writes again.`
              : t`Enter to send, Shift+Enter for a new line`
        }
        isDisabled={isPool || windowClosed}
      />
    </div>
  );
});

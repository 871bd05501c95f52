import { useLingui } from '@lingui/react/macro';
import { assistantStatusQueryOptions, useApi } from '@parley/api';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '@parley/domain';
import { Banner, Button, ChatPanel, type ChatPanelMessage } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { messageFor } from '../../lib/messages.ts';
import * as styles from './assistant.css.ts';
import { useAssistantChat } from './useAssistantChat.ts';

/** /gpt: a chat with the assistant the server forwards to (or a plain note that there is none). */
export function GptScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const status = useQuery(assistantStatusQueryOptions(api));
  const chat = useAssistantChat(api);
  const configured = status.data?.configured === true;

  const messages = useMemo<ChatPanelMessage[]>(
    () =>
      chat.entries.map((entry) => ({
        id: entry.id,
        role: entry.role,
        text: entry.text,
        status: entry.status,
        errorText: entry.errorKey ? i18n._(messageFor(entry.errorKey)) : undefined,
      })),
    [chat.entries, i18n],
  );

  const notice = status.isError ? (
    <Banner
      tone="critical"
      title={i18n._(messageFor('FORM_ERRORS.GENERAL'))}
      action={
        <Button variant="secondary" size="sm" onPress={() => void status.refetch()}>
          {t`Try again`}
        </Button>
      }
    >
      {t`The assistant's status could not be loaded.`}
    </Banner>
  ) : status.data && !configured ? (
    <Banner tone="warning" role="status" title={t`The assistant is not configured`}>
      {i18n._(messageFor('ASSISTANT.NOT_CONFIGURED'))}
    </Banner>
  ) : null;

  return (
    <div className={styles.screen}>
      {chat.entries.length > 0 ? (
        <div className={styles.actions}>
          <Button variant="quiet" size="sm" onPress={chat.reset} isDisabled={chat.streaming}>
            {t`New conversation`}
          </Button>
        </div>
      ) : null}
      <ChatPanel
        messages={messages}
        value={chat.draft}
        onChange={chat.setDraft}
        onSend={() => void chat.send()}
        onStop={chat.stop}
        isStreaming={chat.streaming}
        isDisabled={!configured}
        notice={notice}
        errorMessage={chat.draftErrorKey ? i18n._(messageFor(chat.draftErrorKey)) : undefined}
        maxLength={ASSISTANT_MESSAGE_MAX_LENGTH * 2}
        label={t`Message to the assistant`}
        placeholder={t`Ask for a reply, a summary or a better wording…`}
        sendLabel={t`Send`}
        stopLabel={t`Stop`}
        logLabel={t`Conversation with the assistant`}
        userName={t`You`}
        assistantName={t`Assistant`}
        streamingLabel={t`Writing…`}
        stoppedLabel={t`Stopped`}
        hint={t`Enter to send, Shift+Enter for a new line`}
        emptyTitle={t`Ask the assistant`}
        emptyDescription={t`It helps you write to customers: replies, summaries, better wording.`}
      />
    </div>
  );
}

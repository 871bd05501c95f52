import {
  type Api,
  AssistantError,
  type RestAssistantChatRequest,
  RestError,
  streamAssistant,
} from '@parley/api';
import {
  ASSISTANT_MESSAGE_MAX_LENGTH,
  assistantMessageKeys,
  assistantMessageSchema,
  messageKeys,
  trimHistory,
} from '@parley/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';

export type ChatEntry = {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  status: 'streaming' | 'done' | 'stopped' | 'error';
  /** Why an answer failed: a message key the screen translates. */
  errorKey?: string;
};

let nextId = 0;
const newId = () => `m${++nextId}`;

/** A new message's problem as a message key, checked like the server does; null when it may be sent. */
export function draftError(text: string): string | null {
  if (text.length > ASSISTANT_MESSAGE_MAX_LENGTH) return assistantMessageKeys.messageTooLong;
  const parsed = v.safeParse(assistantMessageSchema, { role: 'user', content: text });
  return parsed.success ? null : (parsed.issues[0]?.message ?? messageKeys.general);
}

/** The conversation the assistant gets: answered turns only, the newest that fit the limit. */
function historyOf(entries: ChatEntry[], draft: string): RestAssistantChatRequest['messages'] {
  const answered = entries.filter(
    (entry) =>
      entry.text.trim() && (entry.role === 'user' || entry.status === 'done' || entry.status === 'stopped'),
  );
  return trimHistory([
    ...answered.map((entry) => ({ role: entry.role, content: entry.text })),
    { role: 'user' as const, content: draft },
  ]);
}

/**
 * The GPT page's chat: sends the draft with the conversation so far, shows the answer as it
 * streams in, stops it on request (the abort reaches the server and the endpoint). The draft is
 * kept when the server refuses it; a failed answer says why under the answer.
 */
export function useAssistantChat(api: Pick<Api, 'fetch' | 'config'>) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [draft, setDraftState] = useState('');
  const [draftErrorKey, setDraftErrorKey] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const setDraft = useCallback((value: string) => {
    setDraftState(value);
    setDraftErrorKey((current) => (current ? draftError(value) : null));
  }, []);

  const updateAnswer = useCallback(
    (id: string, change: (entry: ChatEntry) => ChatEntry) =>
      setEntries((current) => current.map((entry) => (entry.id === id ? change(entry) : entry))),
    [],
  );

  const send = useCallback(async () => {
    if (controller.current) return;
    const text = draft;
    const problem = draftError(text);
    if (problem) {
      setDraftErrorKey(problem);
      return;
    }
    const question: ChatEntry = { id: newId(), role: 'user', text, status: 'done' };
    const answer: ChatEntry = { id: newId(), role: 'assistant', text: '', status: 'streaming' };
    const messages = historyOf(entries, text);
    setEntries((current) => [...current, question, answer]);
    setDraftState('');
    setDraftErrorKey(null);
    setStreaming(true);
    const abort = new AbortController();
    controller.current = abort;
    try {
      await streamAssistant(
        api,
        { messages },
        {
          signal: abort.signal,
          onDelta: (piece) => updateAnswer(answer.id, (entry) => ({ ...entry, text: entry.text + piece })),
        },
      );
      updateAnswer(answer.id, (entry) => ({ ...entry, status: 'done' }));
    } catch (error) {
      if (abort.signal.aborted) {
        updateAnswer(answer.id, (entry) => ({ ...entry, status: 'stopped' }));
      } else if (
        error instanceof AssistantError &&
        error.status &&
        error.status < 500 &&
        error.status !== 429
      ) {
        // Refused before any answer: the question goes back into the field, with the reason.
        setEntries((current) =>
          current.filter((entry) => entry.id !== question.id && entry.id !== answer.id),
        );
        setDraftState((current) => (current ? current : text));
        setDraftErrorKey(error.messageKey);
      } else {
        const key =
          error instanceof AssistantError
            ? error.messageKey
            : error instanceof RestError
              ? (error.messageKey ?? messageKeys.general)
              : assistantMessageKeys.failed;
        updateAnswer(answer.id, (entry) => ({ ...entry, status: 'error', errorKey: key }));
      }
    } finally {
      controller.current = null;
      setStreaming(false);
    }
  }, [api, draft, entries, updateAnswer]);

  const stop = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setEntries([]);
  }, []);

  return { entries, draft, setDraft, draftErrorKey, streaming, send, stop, reset };
}

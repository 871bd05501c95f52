import { useLingui } from '@lingui/react/macro';
import { AssistantError, assistantStatusQueryOptions, streamAssistant, useApi } from '@parley/api';
import { type AssistantLanguage, assistantMessageKeys, type WritingTool } from '@parley/domain';
import { IconButton, Menu, MenuItem, MenuTrigger, SparkleIcon, Spinner } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { draftError } from './useAssistantChat.ts';

export type WritingToolsProps = {
  /** The composer's text, which the tools rewrite. */
  text: string;
  /** The rewritten text replaces the composer's (only once it is complete). */
  onResult: (text: string) => void;
  /** A message key when a tool failed, null when it worked; the composer shows it under the field. */
  onError: (messageKey: string | null) => void;
  isDisabled?: boolean;
};

type Action = 'rephrase' | 'shorten' | 'translate-de' | 'translate-en';

const requestOf = (action: Action): { tool: WritingTool; language?: AssistantLanguage } =>
  action === 'translate-de'
    ? { tool: 'translate', language: 'de' }
    : action === 'translate-en'
      ? { tool: 'translate', language: 'en' }
      : { tool: action };

/**
 * The composer's writing tools (brand flag writingTools): rephrase, shorten or translate the text
 * through the assistant endpoint. Loaded lazily, so the inbox does not carry it until it shows; offered
 * only once the server says an assistant is configured.
 */
export default function WritingTools({ text, onResult, onError, isDisabled = false }: WritingToolsProps) {
  const { t } = useLingui();
  const api = useApi();
  // Without an assistant on the server every tool would fail: the tools are not offered at all then.
  const status = useQuery(assistantStatusQueryOptions(api));
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (action: Action) => {
    const problem = draftError(text);
    if (problem) {
      onError(problem);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPending(true);
    onError(null);
    let result = '';
    try {
      await streamAssistant(
        api,
        { ...requestOf(action), messages: [{ role: 'user', content: text }] },
        { signal: abort.signal, onDelta: (piece) => (result += piece) },
      );
      if (result.trim()) onResult(result.trim());
    } catch (error) {
      if (!abort.signal.aborted)
        onError(error instanceof AssistantError ? error.messageKey : assistantMessageKeys.failed);
    } finally {
      controller.current = null;
      setPending(false);
    }
  };

  if (status.data?.configured !== true) return null;
  if (pending) return <Spinner size="sm" aria-label={t`Rewriting the message`} />;
  return (
    <MenuTrigger>
      <IconButton label={t`Writing tools`} icon={<SparkleIcon />} isDisabled={isDisabled || !text.trim()} />
      <Menu aria-label={t`Writing tools`} placement="top start" onAction={(key) => void run(key as Action)}>
        <MenuItem id="rephrase">{t`Rephrase`}</MenuItem>
        <MenuItem id="shorten">{t`Shorten`}</MenuItem>
        <MenuItem id="translate-de">{t`Translate into German`}</MenuItem>
        <MenuItem id="translate-en">{t`Translate into English`}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Label, TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import { CloseIcon, SendIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { AlertText } from '../../primitives/Field/Field';
import { cx } from '../../utils/cx';
import * as styles from './ChatPanel.css';

export type ChatPanelMessage = {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** `streaming` while the answer arrives; `stopped` after the stop button; `error` with `errorText`. */
  status?: 'streaming' | 'done' | 'stopped' | 'error';
  errorText?: string;
};

export type ChatPanelProps = {
  messages: ChatPanelMessage[];
  /** The text being written (controlled: the app keeps it on errors). */
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Send button, when there is text and no answer is streaming. */
  onSend: () => void;
  /** The Stop button, shown while `isStreaming`. */
  onStop: () => void;
  isStreaming?: boolean;
  /** Writing is impossible (e.g. the assistant is not configured); `notice` says why. */
  isDisabled?: boolean;
  /** Shown above the conversation, e.g. a Banner. */
  notice?: ReactNode;
  /** Why the text cannot be sent as it is (too long, refused): shown under the field and announced. */
  errorMessage?: string;
  /** Caps the field's length (the browser stops typing there). */
  maxLength?: number;
  label?: string;
  placeholder?: string;
  sendLabel?: string;
  stopLabel?: string;
  /** Accessible name of the conversation log. */
  logLabel?: string;
  userName?: string;
  assistantName?: string;
  /** Shown under an answer while it arrives. */
  streamingLabel?: string;
  stoppedLabel?: string;
  hint?: string;
  emptyTitle?: string;
  emptyDescription?: string;
  className?: string;
};

/**
 * A chat with an assistant: the conversation (answers grow while they stream in), a field where
 * Enter sends and Shift+Enter adds a line, and Send, which turns into Stop while an answer streams.
 */
export const ChatPanel = ({
  messages,
  value,
  onChange,
  onSend,
  onStop,
  isStreaming = false,
  isDisabled = false,
  notice,
  errorMessage,
  maxLength,
  label = 'Message to the assistant',
  placeholder,
  sendLabel = 'Send',
  stopLabel = 'Stop',
  logLabel = 'Conversation with the assistant',
  userName = 'You',
  assistantName = 'Assistant',
  streamingLabel = 'Writing…',
  stoppedLabel = 'Stopped',
  hint,
  emptyTitle = 'Ask the assistant',
  emptyDescription,
  className,
}: ChatPanelProps) => {
  const logRef = useRef<HTMLDivElement>(null);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const wasStreaming = useRef(isStreaming);
  const errorId = useId();
  const hintId = useId();
  const canSend = value.trim().length > 0 && !isStreaming && !isDisabled;
  const last = messages[messages.length - 1];

  // Follow the answer as it grows, unless the user scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the last message grows
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 120;
    if (nearBottom || last?.role === 'user') log.scrollTop = log.scrollHeight;
  }, [messages.length, last?.text]);

  // Back to the field once an answer ends (the Stop button the focus may be on goes away).
  useEffect(() => {
    if (wasStreaming.current && !isStreaming && document.activeElement?.tagName !== 'TEXTAREA')
      textAreaRef.current?.focus();
    wasStreaming.current = isStreaming;
  }, [isStreaming]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <div className={cx(styles.root, className)}>
      {notice}
      <div
        ref={logRef}
        role="log"
        aria-label={logLabel}
        aria-busy={isStreaming || undefined}
        // A scrollable region must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable log (axe scrollable-region-focusable)
        tabIndex={0}
        className={styles.log}
      >
        {messages.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{emptyTitle}</p>
            {emptyDescription ? <p>{emptyDescription}</p> : null}
          </div>
        ) : (
          messages.map((message) => (
            <div
              key={message.id}
              className={styles.message}
              data-role={message.role}
              data-status={message.status}
            >
              <span className={styles.speaker}>{message.role === 'user' ? userName : assistantName}</span>
              {message.text ? <div className={styles.bubble}>{message.text}</div> : null}
              {message.status === 'streaming' ? (
                <span className={styles.status}>{streamingLabel}</span>
              ) : null}
              {message.status === 'stopped' ? <span className={styles.status}>{stoppedLabel}</span> : null}
              {message.status === 'error' && message.errorText ? (
                <span className={styles.status} data-tone="critical">
                  {message.errorText}
                </span>
              ) : null}
            </div>
          ))
        )}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onSend();
        }}
      >
        <RACTextField
          value={value}
          onChange={onChange}
          isDisabled={isDisabled}
          isInvalid={Boolean(errorMessage)}
          maxLength={maxLength}
          className={styles.form}
        >
          <Label className={styles.fieldLabel}>{label}</Label>
          <RACTextArea
            ref={textAreaRef}
            rows={3}
            placeholder={placeholder}
            onKeyDown={handleKeyDown}
            aria-describedby={
              [errorMessage ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
            }
            className={styles.textArea}
          />
        </RACTextField>
        {errorMessage ? <AlertText id={errorId}>{errorMessage}</AlertText> : null}
        <div className={styles.toolbar}>
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
          {isStreaming ? (
            <Button variant="secondary" icon={<CloseIcon size="sm" />} onPress={onStop}>
              {stopLabel}
            </Button>
          ) : (
            <Button type="submit" icon={<SendIcon size="sm" />} isDisabled={!canSend}>
              {sendLabel}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
};

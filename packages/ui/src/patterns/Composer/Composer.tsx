import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { TextArea as RACTextArea, TextField as RACTextField, Text } from 'react-aria-components';
import { AttachFileIcon, BoltIcon, CloseIcon, DocumentIcon, SendIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { AlertText } from '../../primitives/Field/Field';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu';
import { cx } from '../../utils/cx';
import * as styles from './Composer.css';

/** The browser sizes a text field to its content in CSS (`field-sizing`). */
const fieldSizing =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export type PendingAttachment = {
  id: string;
  name: string;
  /** Size already formatted by the app, e.g. "245 KB". */
  sizeText?: string;
};

export type QuickReply = { id: string; title: string; body: string };

export type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Send button, when there is text or an attachment and nothing is being sent. */
  onSend: () => void;
  /** Accessible name of the text field, e.g. "Message". */
  label: string;
  placeholder?: string;
  sendLabel: string;
  /** Accessible name of the spinner while `isSending`, e.g. "Sending". */
  sendingLabel?: string;
  isSending?: boolean;
  /** Attach button name; the button shows only with `onFilesSelected`. */
  attachLabel?: string;
  onFilesSelected?: (files: File[]) => void;
  /** `accept` of the file input, e.g. "image/*,application/pdf". */
  accept?: string;
  /** Files chosen but not sent yet, shown as chips. */
  attachments?: PendingAttachment[];
  onRemoveAttachment?: (id: string) => void;
  /** Name of a chip's remove button, e.g. (name) => `Remove ${name}`. */
  removeAttachmentLabel?: (name: string) => string;
  /** Accessible name of the chip list, e.g. "Attachments". */
  attachmentsLabel?: string;
  /** Quick replies menu; the button shows only when there are replies. */
  quickReplies?: QuickReply[];
  quickRepliesLabel?: string;
  /** Called after a reply's body was inserted at the caret (through `onChange`). */
  onInsertQuickReply?: (reply: QuickReply) => void;
  /** More toolbar controls after the quick replies (e.g. the writing tools menu). */
  tools?: ReactNode;
  /** Keyboard hint linked to the field, e.g. "Enter to send, Shift+Enter for a new line". */
  hint?: string;
  /** Why the message cannot be sent as it is (e.g. too long): shown under the field and announced. */
  errorMessage?: string;
  /** The field grows with its text up to this many lines, then scrolls. */
  maxRows?: number;
  isDisabled?: boolean;
  className?: string;
};

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Message composer: Enter sends, Shift+Enter adds a line. Controlled: the app owns the text and
 * the pending attachments (uploads, limits, mime types).
 */
export const Composer = ({
  value,
  onChange,
  onSend,
  label,
  placeholder,
  sendLabel,
  sendingLabel,
  isSending = false,
  attachLabel,
  onFilesSelected,
  accept,
  attachments = [],
  onRemoveAttachment,
  removeAttachmentLabel,
  attachmentsLabel,
  quickReplies = [],
  quickRepliesLabel,
  onInsertQuickReply,
  tools,
  hint,
  errorMessage,
  maxRows = 6,
  isDisabled = false,
  className,
}: ComposerProps) => {
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  const hintId = useId();
  const errorId = useId();
  const describedBy = [errorMessage ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const hasContent = value.trim().length > 0 || attachments.length > 0;
  const canSend = hasContent && !isSending && !isDisabled;

  // Auto-grow: as tall as the text, capped at maxRows lines. By CSS where the browser sizes fields to
  // their content (Composer.css.ts), else measured here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure again whenever the text changes
  useLayoutEffect(() => {
    const element = textAreaRef.current;
    if (!element) return;
    if (caretRef.current !== null && document.activeElement === element) {
      element.setSelectionRange(caretRef.current, caretRef.current);
      caretRef.current = null;
    }
    if (fieldSizing) return;
    const computed = getComputedStyle(element);
    const lineHeight = px(computed.lineHeight) || px(computed.fontSize) * 1.5;
    const chrome =
      px(computed.paddingTop) +
      px(computed.paddingBottom) +
      px(computed.borderTopWidth) +
      px(computed.borderBottomWidth);
    const max = lineHeight * maxRows + chrome;
    element.style.height = 'auto';
    const needed = element.scrollHeight + px(computed.borderTopWidth) + px(computed.borderBottomWidth);
    element.style.height = `${Math.min(needed, max)}px`;
    element.style.overflowY = needed > max ? 'auto' : 'hidden';
  }, [value, maxRows]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  const insertQuickReply = (reply: QuickReply) => {
    const element = textAreaRef.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    caretRef.current = start + reply.body.length;
    onChange(value.slice(0, start) + reply.body + value.slice(end));
    onInsertQuickReply?.(reply);
    // The menu returns focus to its button when it closes; then move on to the text.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const target = textAreaRef.current;
        if (!target) return;
        target.focus();
        const caret = caretRef.current ?? target.value.length;
        target.setSelectionRange(caret, caret);
        caretRef.current = null;
      }),
    );
  };

  return (
    <div className={cx(styles.root, className)} data-disabled={isDisabled || undefined}>
      {attachments.length > 0 ? (
        <ul className={styles.chips} aria-label={attachmentsLabel}>
          {attachments.map((attachment) => (
            <li key={attachment.id} className={styles.chip}>
              <DocumentIcon size="sm" className={styles.chipIcon} />
              <span className={styles.chipName}>{attachment.name}</span>
              {attachment.sizeText ? <span className={styles.chipSize}>{attachment.sizeText}</span> : null}
              {onRemoveAttachment && removeAttachmentLabel ? (
                <IconButton
                  size="sm"
                  label={removeAttachmentLabel(attachment.name)}
                  icon={<CloseIcon size="sm" />}
                  onPress={() => onRemoveAttachment(attachment.id)}
                  isDisabled={isDisabled || isSending}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <RACTextField
        aria-label={label}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        className={styles.field}
      >
        <RACTextArea
          ref={textAreaRef}
          rows={1}
          placeholder={placeholder}
          onKeyDown={handleKeyDown}
          aria-describedby={describedBy || undefined}
          className={styles.textArea}
          style={assignInlineVars({ [styles.maxRows]: String(maxRows) })}
        />
      </RACTextField>
      {errorMessage ? <AlertText id={errorId}>{errorMessage}</AlertText> : null}
      <div className={styles.toolbar}>
        {onFilesSelected && attachLabel ? (
          <>
            <IconButton
              label={attachLabel}
              icon={<AttachFileIcon />}
              onPress={() => fileInputRef.current?.click()}
              isDisabled={isDisabled}
            />
            <input
              ref={fileInputRef}
              type="file"
              multiple
              hidden
              accept={accept}
              tabIndex={-1}
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                if (files.length > 0) onFilesSelected(files);
                event.currentTarget.value = '';
              }}
            />
          </>
        ) : null}
        {quickReplies.length > 0 && quickRepliesLabel ? (
          <MenuTrigger>
            <IconButton label={quickRepliesLabel} icon={<BoltIcon />} isDisabled={isDisabled} />
            <Menu
              aria-label={quickRepliesLabel}
              placement="top start"
              items={quickReplies}
              onAction={(key) => {
                const reply = quickReplies.find((item) => item.id === key);
                if (reply) insertQuickReply(reply);
              }}
            >
              {(reply) => (
                <MenuItem id={reply.id} textValue={reply.title}>
                  <span className={styles.reply}>
                    <Text slot="label" className={styles.replyTitle}>
                      {reply.title}
                    </Text>
                    <Text slot="description" className={styles.replyBody}>
                      {reply.body}
                    </Text>
                  </span>
                </MenuItem>
              )}
            </Menu>
          </MenuTrigger>
        ) : null}
        {tools}
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
        <Button
          className={styles.send}
          icon={<SendIcon size="sm" />}
          isDisabled={!hasContent || isDisabled}
          isPending={isSending}
          pendingLabel={sendingLabel}
          onPress={() => {
            if (canSend) onSend();
          }}
        >
          <span className={styles.sendLabel}>{sendLabel}</span>
        </Button>
      </div>
    </div>
  );
};

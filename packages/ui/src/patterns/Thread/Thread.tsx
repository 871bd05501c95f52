import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  CheckIcon,
  CriticalIcon,
  DocumentIcon,
  DoneAllIcon,
  RefreshIcon,
  ScheduleIcon,
} from '../../icons/Icon';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './Thread.css';

export type DeliveryStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

/** Attachment kinds of the spec (section 5); the app maps mime types, unknown ones to 'document'. */
export type AttachmentKind = 'image' | 'document' | 'audio' | 'video';

export type ThreadAttachment = {
  id: string;
  kind: AttachmentKind;
  displayName: string;
  url: string;
  /** Size already formatted by the app, e.g. "2.4 MB". */
  sizeText?: string;
};

export type ThreadMessage = {
  kind: 'message';
  id: string;
  /** Customer messages sit at the start, the user's (staff) at the end. */
  sender: 'customer' | 'user';
  senderName: string;
  /** The sending user's picture beside the name (initials when null); no avatar when left out. */
  senderAvatarUrl?: string | null;
  body?: string;
  /** Time already formatted by the app, e.g. "10:42". */
  timeText: string;
  /** ISO date time for the <time> element. */
  dateTime?: string;
  /** Delivery state of the user's messages. */
  status?: DeliveryStatus;
  /** Why a failed message was not delivered, in the user's language ("More than 24 hours have passed…"). */
  failureText?: string;
  attachments?: ThreadAttachment[];
};

export type ThreadDaySeparator = { kind: 'day'; id: string; label: string };

/**
 * An internal event on the conversation that the customer never sees: a note, a bot step. Drawn in
 * the brand's internal colour so staff tell it from messages at a glance.
 */
export type ThreadInternalEvent = {
  kind: 'internal';
  id: string;
  /** What happened and by whom, already translated, e.g. "Internal note · Nora Nordmann". */
  label: string;
  body?: string;
  timeText: string;
  dateTime?: string;
};

export type ThreadEntry = ThreadMessage | ThreadDaySeparator | ThreadInternalEvent;

export type ThreadHandle = {
  scrollToBottom: (behavior?: ScrollBehavior) => void;
};

export type ThreadProps = {
  /** Oldest first; day separators where the app wants them. */
  entries: ThreadEntry[];
  /** Accessible name of the message log, e.g. "Conversation with Maria Schneider". */
  label: string;
  /** Accessible text per delivery status, e.g. { read: 'Read', failed: 'Not delivered' }. */
  statusLabels: Record<DeliveryStatus, string>;
  retryLabel: string;
  onRetry?: (messageId: string) => void;
  /** Text on document cards, e.g. "Download". */
  downloadLabel: string;
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  onLoadOlder?: () => void;
  loadOlderLabel: string;
  /** Accessible name of the spinners, e.g. "Loading messages". */
  loadingLabel: string;
  /** First load: a spinner instead of the log. */
  isLoading?: boolean;
  /** Shown when there are no entries. */
  emptyState?: ReactNode;
  /** Distance in px from the bottom that still counts as "at the bottom". */
  stickThreshold?: number;
  ref?: Ref<ThreadHandle>;
  className?: string;
};

const StatusIcon = ({ status, label }: { status: DeliveryStatus; label: string }) => {
  const props = { size: 'sm' as const, label };
  switch (status) {
    case 'pending':
      return <ScheduleIcon {...props} />;
    case 'sent':
      return <CheckIcon {...props} />;
    case 'delivered':
    case 'read':
      return <DoneAllIcon {...props} />;
    case 'failed':
      return <CriticalIcon {...props} />;
  }
};

const Attachment = ({
  attachment,
  downloadLabel,
}: {
  attachment: ThreadAttachment;
  downloadLabel: string;
}) => {
  const { kind, url, displayName, sizeText } = attachment;
  switch (kind) {
    case 'image':
      return (
        <a href={url} target="_blank" rel="noreferrer" className={styles.imageLink} data-kind={kind}>
          <img src={url} alt={displayName} loading="lazy" className={styles.image} />
        </a>
      );
    case 'audio':
      return (
        <figure className={styles.media} data-kind={kind}>
          {/* biome-ignore lint/a11y/useMediaCaption: customer voice messages come without captions */}
          <audio controls preload="none" src={url} aria-label={displayName} className={styles.audio} />
          <figcaption className={styles.caption}>{displayName}</figcaption>
        </figure>
      );
    case 'video':
      return (
        <figure className={styles.media} data-kind={kind}>
          {/* biome-ignore lint/a11y/useMediaCaption: customer videos come without captions */}
          <video controls preload="metadata" src={url} aria-label={displayName} className={styles.video} />
          <figcaption className={styles.caption}>{displayName}</figcaption>
        </figure>
      );
    default:
      return (
        <a href={url} download={displayName} className={styles.file} data-kind={kind}>
          <DocumentIcon className={styles.fileIcon} />
          <span className={styles.fileText}>
            <span className={styles.fileName}>{displayName}</span>
            {sizeText ? <span className={styles.fileMeta}>{sizeText}</span> : null}
          </span>
          <span className={styles.fileAction}>{downloadLabel}</span>
        </a>
      );
  }
};

const Message = ({
  message,
  statusLabels,
  retryLabel,
  onRetry,
  downloadLabel,
}: { message: ThreadMessage } & Pick<
  ThreadProps,
  'statusLabels' | 'retryLabel' | 'onRetry' | 'downloadLabel'
>) => {
  const {
    id,
    sender,
    senderName,
    senderAvatarUrl,
    body,
    timeText,
    dateTime,
    status,
    failureText,
    attachments = [],
  } = message;
  const isFailed = status === 'failed';
  return (
    <div className={styles.message} data-sender={sender} data-status={status} data-message-id={id}>
      <div className={styles.bubble}>
        <span className={styles.sender}>
          {senderAvatarUrl !== undefined ? (
            <Avatar name={senderName} src={senderAvatarUrl} size="sm" isDecorative />
          ) : null}
          {senderName}
        </span>
        {body ? <p className={styles.body}>{body}</p> : null}
        {attachments.length > 0 ? (
          <div className={styles.attachments}>
            {attachments.map((attachment) => (
              <Attachment key={attachment.id} attachment={attachment} downloadLabel={downloadLabel} />
            ))}
          </div>
        ) : null}
        <span className={styles.meta}>
          <time dateTime={dateTime}>{timeText}</time>
          {status ? (
            <span className={styles.status} data-status={status}>
              <StatusIcon status={status} label={statusLabels[status]} />
              {isFailed ? <span aria-hidden="true">{statusLabels.failed}</span> : null}
            </span>
          ) : null}
        </span>
      </div>
      {isFailed && failureText ? <p className={styles.failure}>{failureText}</p> : null}
      {isFailed && onRetry ? (
        <Button
          size="sm"
          variant="quiet"
          icon={<RefreshIcon size="sm" />}
          onPress={() => onRetry(id)}
          className={styles.retry}
        >
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
};

/**
 * A conversation as a live log (role="log", polite): new messages are announced, and the view
 * follows them while the reader is at the bottom. Older pages load at the top without moving the
 * messages on screen.
 */
export const Thread = ({
  entries,
  label,
  statusLabels,
  retryLabel,
  onRetry,
  downloadLabel,
  hasOlder = false,
  isLoadingOlder = false,
  onLoadOlder,
  loadOlderLabel,
  loadingLabel,
  isLoading = false,
  emptyState,
  stickThreshold = 48,
  ref,
  className,
}: ThreadProps) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isAtBottomRef = useRef(true);
  /** The frame that anchors the last commit, while it is pending. */
  const frameRef = useRef(0);
  const snapshotRef = useRef<{ firstId?: string; lastId?: string; scrollHeight: number; scrollTop: number }>({
    scrollHeight: 0,
    scrollTop: 0,
  });

  const scrollToBottom = useCallback((behavior: ScrollBehavior = 'auto') => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollTo({ top: element.scrollHeight, behavior });
    isAtBottomRef.current = true;
  }, []);

  useImperativeHandle(ref, () => ({ scrollToBottom }), [scrollToBottom]);

  const handleScroll = () => {
    const element = scrollRef.current;
    // A scroll that comes while a commit waits for its anchoring frame measures the new content against
    // the old position: the anchoring decides with what the reader saw before it.
    if (!element || frameRef.current) return;
    isAtBottomRef.current = element.scrollHeight - element.scrollTop - element.clientHeight <= stickThreshold;
  };

  const firstId = entries[0]?.id;
  const lastId = entries[entries.length - 1]?.id;

  // Before paint: follow new messages at the bottom, keep the view still when older ones are prepended.
  // In the next frame's animation callback, not in React's commit: the layout that reading the heights
  // needs is then the one the browser does for that frame anyway, instead of one forced inside the
  // commit (a long task on a phone). A later commit before that frame replaces its callback: the
  // snapshot is still the one from before both.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      frameRef.current = 0;
      const element = scrollRef.current;
      if (!element) return;
      const previous = snapshotRef.current;
      if (previous.lastId !== lastId && isAtBottomRef.current) {
        element.scrollTop = element.scrollHeight;
      } else if (
        previous.firstId !== undefined &&
        previous.firstId !== firstId &&
        previous.lastId === lastId
      ) {
        element.scrollTop = previous.scrollTop + (element.scrollHeight - previous.scrollHeight);
      }
      snapshotRef.current = {
        firstId,
        lastId,
        scrollHeight: element.scrollHeight,
        scrollTop: element.scrollTop,
      };
    });
    frameRef.current = frame;
    return () => {
      cancelAnimationFrame(frame);
      frameRef.current = 0;
    };
  }, [firstId, lastId]);

  // Images and media change height after they load; stay at the bottom if the reader was there.
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const element = scrollRef.current;
      if (element && isAtBottomRef.current) element.scrollTop = element.scrollHeight;
      if (element) snapshotRef.current.scrollHeight = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // Remember the position before a prepend so the difference can be applied afterwards (not while a
  // commit waits for its anchoring frame: the snapshot is the one from before that commit).
  const rememberPosition = () => {
    const element = scrollRef.current;
    if (element && !frameRef.current) {
      snapshotRef.current.scrollHeight = element.scrollHeight;
      snapshotRef.current.scrollTop = element.scrollTop;
    }
  };

  return (
    // The scroller is the log itself, focusable so keyboard users can scroll a thread without links.
    <div
      ref={scrollRef}
      role="log"
      aria-live="polite"
      aria-label={label}
      aria-busy={isLoadingOlder || isLoading || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable
      tabIndex={0}
      className={cx(styles.scroller, className)}
      onScroll={() => {
        handleScroll();
        rememberPosition();
      }}
    >
      <div ref={contentRef} className={styles.content}>
        {hasOlder || isLoadingOlder ? (
          <div className={styles.older}>
            {isLoadingOlder ? (
              <Spinner size="sm" aria-label={loadingLabel} />
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onPress={() => {
                  rememberPosition();
                  onLoadOlder?.();
                }}
              >
                {loadOlderLabel}
              </Button>
            )}
          </div>
        ) : null}
        {isLoading ? (
          <div className={styles.loading}>
            <Spinner aria-label={loadingLabel} />
          </div>
        ) : entries.length === 0 ? (
          <div className={styles.empty}>{emptyState}</div>
        ) : null}
        {entries.map((entry) =>
          entry.kind === 'day' ? (
            <div key={entry.id} className={styles.day}>
              <span className={styles.dayLabel}>{entry.label}</span>
            </div>
          ) : entry.kind === 'internal' ? (
            <div key={entry.id} className={styles.internal} data-internal-id={entry.id}>
              <span className={styles.internalLabel}>{entry.label}</span>
              {entry.body ? <p className={styles.body}>{entry.body}</p> : null}
              <span className={styles.meta}>
                <time dateTime={entry.dateTime}>{entry.timeText}</time>
              </span>
            </div>
          ) : (
            <Message
              key={entry.id}
              message={entry}
              statusLabels={statusLabels}
              retryLabel={retryLabel}
              onRetry={onRetry}
              downloadLabel={downloadLabel}
            />
          ),
        )}
      </div>
    </div>
  );
};

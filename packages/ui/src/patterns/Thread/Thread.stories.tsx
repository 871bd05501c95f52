import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleLogoSmall } from '../../docs/sampleLogos';
import { ChatIcon, MailIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { ConnectionStatus } from '../../primitives/ConnectionStatus/ConnectionStatus';
import preview from '../../stories/preview';
import { Composer } from '../Composer/Composer';
import { ConversationListItem } from '../ConversationListItem/ConversationListItem';
import { EmptyState } from '../EmptyState/EmptyState';
import { VirtualList, type VirtualListItem } from '../VirtualList/VirtualList';
import { Thread, type ThreadEntry, type ThreadHandle, type ThreadMessage, type ThreadProps } from './Thread';

// A small inline picture, so stories need no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="lightsteelblue"/><circle cx="90" cy="70" r="30" fill="khaki"/><path d="M0 200 L120 90 L200 160 L250 120 L320 200Z" fill="seagreen"/></svg>',
)}`;

/** A message of one side of the conversation: the customer's, or one a user sent (and the customer read). */
const messageFrom =
  (side: Pick<ThreadMessage, 'sender' | 'senderName' | 'status'>) =>
  (id: string, body: string, timeText: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
    kind: 'message',
    id,
    body,
    timeText,
    ...side,
    ...extra,
  });

const customer = messageFrom({ sender: 'customer', senderName: 'Maria Schneider' });
const user = messageFrom({ sender: 'user', senderName: 'Jonas Weber', status: 'read' });

const conversation: ThreadEntry[] = [
  { kind: 'day', id: 'day-1', label: 'Monday, 16 November' },
  customer('m1', 'Hello, is the appointment on Friday still possible?', '09:12'),
  user('m2', 'Good morning! Yes, Friday at 10:00 works. Shall I book it for you?', '09:20'),
  customer('m3', 'Yes please, thank you.', '09:21'),
  {
    kind: 'internal',
    id: 'n1',
    label: 'Internal note · Jonas Weber',
    body: 'Customer prefers mornings; parking permit is at the front desk.',
    timeText: '09:22',
  },
  { kind: 'day', id: 'day-2', label: 'Today' },
  { kind: 'internal', id: 'b1', label: 'Bot · Appointment reminder sent', timeText: '08:00' },
  user('m4', 'Your appointment is confirmed. See you on Friday!', '10:02', { status: 'delivered' }),
  user('m5', 'Here are the directions.', '10:03', { status: 'sent' }),
  user('m6', 'Parking is behind the building.', '10:04', { status: 'pending' }),
];

const statusLabels: ThreadProps['statusLabels'] = {
  pending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
};

const Frame = (props: Partial<ThreadProps> & { entries: ThreadEntry[] }) => (
  <div style={{ height: 520, maxWidth: 720, border: '1px solid', borderRadius: 8, overflow: 'hidden' }}>
    <Thread
      label="Conversation with Maria Schneider"
      statusLabels={statusLabels}
      retryLabel="Retry"
      downloadLabel="Download"
      loadOlderLabel="Load older messages"
      loadingLabel="Loading messages"
      {...props}
    />
  </div>
);

const meta = preview.meta({
  component: Frame,
  args: { entries: conversation, onRetry: fn(), onLoadOlder: fn() },
});

export const Conversation = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation with Maria Schneider' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    for (const name of ['Read', 'Delivered', 'Sent', 'Sending']) {
      await expect(within(log).getByRole('img', { name })).toBeInTheDocument();
    }
    await expect(within(log).getByText('Today')).toBeInTheDocument();
    // Opens at the newest message.
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
  },
});

const withFailed: ThreadEntry[] = [
  ...conversation.slice(0, 5),
  user('m-failed', 'This message could not be delivered.', '10:05', {
    status: 'failed',
    failureText: 'More than 24 hours have passed since the customer last wrote: only a template can be sent.',
  }),
  customer('m7', 'Thanks!', '10:06'),
];

/** A failed message keeps its place in the thread, says why the provider refused it and offers Retry. */
export const FailedMessage = meta.story({
  args: { entries: withFailed },
  play: async ({ canvasElement, args }) => {
    const log = within(canvasElement).getByRole('log');
    const failed = log.querySelector<HTMLElement>('[data-message-id="m-failed"]') as HTMLElement;
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await expect(within(failed).getByRole('img', { name: 'Not delivered' })).toBeInTheDocument();
    await expect(within(failed).getByText(/More than 24 hours have passed/)).toBeVisible();
    const before = [...log.querySelectorAll('[data-message-id]')].indexOf(failed);
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('m-failed');
    await expect([...log.querySelectorAll('[data-message-id]')].indexOf(failed)).toBe(before);
  },
});

const attachments: ThreadEntry[] = [
  customer('a1', 'Here are the photos of the damage.', '11:00', {
    attachments: [
      { id: 'i1', kind: 'image', displayName: 'Front door.jpg', url: picture },
      { id: 'i2', kind: 'image', displayName: 'Window frame.png', url: picture },
    ],
  }),
  customer('a2', '', '11:01', {
    body: undefined,
    attachments: [
      { id: 'd1', kind: 'document', displayName: 'Offer 2026-114.pdf', url: '#offer', sizeText: '245 KB' },
      {
        id: 'd2',
        kind: 'document',
        displayName: 'Very long spreadsheet name with all the quarterly numbers of the whole year 2026.xlsx',
        url: '#numbers',
        sizeText: '1.2 MB',
      },
    ],
  }),
  customer('a3', 'And a voice message:', '11:02', {
    attachments: [
      { id: 'v1', kind: 'audio', displayName: 'Voice message.m4a', url: 'data:audio/mp4;base64,' },
    ],
  }),
  user('a4', 'Please see the video on how to reset the device.', '11:05', {
    attachments: [{ id: 'v2', kind: 'video', displayName: 'Reset guide.mp4', url: 'data:video/mp4;base64,' }],
  }),
];

export const ManyAttachments = meta.story({
  args: { entries: attachments },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getByRole('img', { name: 'Front door.jpg' })).toBeInTheDocument();
    const offer = within(log).getByRole('link', { name: /Offer 2026-114\.pdf/ });
    await expect(offer).toHaveAttribute('download', 'Offer 2026-114.pdf');
    await expect(offer).toHaveTextContent('245 KB');
    await expect(log.querySelector('audio')).toHaveAttribute('controls');
    await expect(log.querySelector('video')).toHaveAttribute('controls');
    await expect(log.querySelector('[data-kind="audio"]')).toHaveTextContent('Voice message.m4a');
  },
});

export const LongText = meta.story({
  args: {
    entries: [
      customer(
        'l1',
        'I have a question about my invoice.\n\nThe amount does not match the offer we agreed on in September, and the reference number ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ is not in your portal. Could you please check and send me a corrected invoice?',
        '12:00',
      ),
      user(
        'l2',
        'https://example.com/a/very/long/link/that/does/not/contain/any/spaces/at/all/and/must/wrap/somewhere',
        '12:03',
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    // Long words wrap inside the bubble instead of widening the thread.
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
  },
});

export const Loading = meta.story({
  args: { entries: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(within(log).getByRole('progressbar', { name: 'Loading messages' })).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: {
    entries: [],
    emptyState: <EmptyState icon={<ChatIcon size="lg" />} title="No messages yet" headingLevel={3} />,
  },
});

export const LoadingOlder = meta.story({ args: { hasOlder: true, isLoadingOlder: true } });

const older = (page: number): ThreadEntry[] =>
  Array.from({ length: 10 }, (_, i) =>
    customer(`old-${page}-${i}`, `Older message ${page * 10 + i + 1}`, `08:${String(i).padStart(2, '0')}`),
  );

const WithOlder = ({ onLoadOlder }: { onLoadOlder?: () => void }) => {
  const [pages, setPages] = useState(0);
  const entries = [...Array.from({ length: pages }, (_, p) => older(pages - p)).flat(), ...conversation];
  return (
    <Frame
      entries={entries}
      hasOlder={pages < 2}
      onLoadOlder={() => {
        onLoadOlder?.();
        setPages((p) => p + 1);
      }}
    />
  );
};

/** Older pages are prepended without moving what the reader sees. */
export const LoadOlder = meta.story({
  render: (args) => <WithOlder onLoadOlder={args.onLoadOlder} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    // The reader scrolls to the top as a person would: after the thread opened at its newest message
    // (its anchoring frame), and the thread has seen that scroll (its scroll event), so it no longer
    // sticks to the bottom. On a busy machine neither has happened yet when the play function starts.
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
    const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = 0;
    await scrolled;
    const anchor = log.querySelector('[data-message-id="m1"]') as HTMLElement;
    // Where the reader sees the first message before asking for more: a click is a discrete event, so
    // React may already have prepended the older page when the click returns, and a position read then
    // would be the displaced one.
    const top = anchor.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Load older messages' }));
    await expect(args.onLoadOlder).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(log).getByText('Older message 11')).toBeInTheDocument());
    await waitFor(() => expect(Math.abs(anchor.getBoundingClientRect().top - top)).toBeLessThan(60));
  },
});

const Live = () => {
  const [entries, setEntries] = useState<ThreadEntry[]>(conversation);
  const ref = useRef<ThreadHandle>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          variant="secondary"
          onPress={() =>
            setEntries((list) => [
              ...list,
              customer(`new-${list.length}`, `New message ${list.length}`, '10:30'),
            ])
          }
        >
          Receive message
        </Button>
        <Button variant="secondary" onPress={() => ref.current?.scrollToBottom()}>
          Scroll to newest
        </Button>
      </div>
      <Frame entries={entries} ref={ref} />
    </div>
  );
};

/** New messages scroll into view only while the reader is at the bottom. */
export const NewMessages = meta.story({
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    const atBottom = () => log.scrollHeight - log.scrollTop - log.clientHeight <= 1;
    const receive = canvas.getByRole('button', { name: 'Receive message' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(receive);
    await waitFor(() => expect(atBottom()).toBe(true));

    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await userEvent.click(receive);
    await expect(atBottom()).toBe(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Scroll to newest' }));
    await waitFor(() => expect(atBottom()).toBe(true));
  },
});

type Row = { name: string; preview: string; time: string; unread: number; channel: 'WhatsApp' | 'Email' };

const inboxRows: VirtualListItem<Row>[] = [
  { kind: 'header', id: 'h-action', label: 'Action required' },
  {
    kind: 'row',
    id: 'maria',
    data: { name: 'Maria Schneider', preview: 'Thanks!', time: '10:06', unread: 1, channel: 'WhatsApp' },
  },
  {
    kind: 'row',
    id: 'felix',
    data: {
      name: 'Felix Wagner',
      preview: 'Is the offer still valid?',
      time: '09:58',
      unread: 2,
      channel: 'Email',
    },
  },
  { kind: 'header', id: 'h-24', label: 'Last 24 hours' },
  ...Array.from(
    { length: 40 },
    (_, i): VirtualListItem<Row> => ({
      kind: 'row',
      id: `r-${i}`,
      data: {
        name: `Customer ${i + 1}`,
        preview: 'See you tomorrow.',
        time: 'Yesterday',
        unread: 0,
        channel: i % 2 ? 'Email' : 'WhatsApp',
      },
    }),
  ),
];

const InboxLayout = () => {
  const [value, setValue] = useState('');
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '320px 1fr',
        gridTemplateRows: 'auto 1fr auto',
        width: 1200,
        maxWidth: '100%',
        height: 760,
        gap: 8,
      }}
    >
      <div style={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        <ConnectionStatus state="connecting" label="Reconnecting…" />
      </div>
      <div style={{ gridRow: '2 / 4', minHeight: 0 }}>
        <VirtualList
          items={inboxRows}
          aria-label="Conversations"
          loadingLabel="Loading conversations"
          hasMore
          defaultFocusedId="maria"
          renderRow={(row, { id }) => (
            <ConversationListItem
              href={`#${id}`}
              isSelected={id === 'maria'}
              contactName={row.name}
              channelLabel={row.channel}
              channelIcon={row.channel === 'Email' ? <MailIcon size="sm" /> : <ChatIcon size="sm" />}
              preview={row.preview}
              timeText={row.time}
              unreadCount={row.unread}
              unreadLabel={row.unread ? `${row.unread} unread` : undefined}
            />
          )}
        />
      </div>
      <div style={{ minHeight: 0 }}>
        <Thread
          entries={withFailed}
          label="Conversation with Maria Schneider"
          statusLabels={statusLabels}
          retryLabel="Retry"
          onRetry={() => {}}
          downloadLabel="Download"
          hasOlder
          loadOlderLabel="Load older messages"
          loadingLabel="Loading messages"
        />
      </div>
      <Composer
        value={value}
        onChange={setValue}
        onSend={() => setValue('')}
        label="Message"
        placeholder="Write a message…"
        sendLabel="Send"
        quickReplies={[{ id: 'hi', title: 'Greeting', body: 'Hello! ' }]}
        quickRepliesLabel="Quick replies"
        attachLabel="Attach files"
        onFilesSelected={() => {}}
      />
    </div>
  );
};

/** The pieces together at 1200 px, the width at which the app's sidebar collapses. */
export const InboxAt1200px = meta.story({
  parameters: { layout: 'fullscreen' },
  render: () => <InboxLayout />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Maria Schneider/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('log')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
  },
});

/** Staff messages show the sender's avatar beside the name (initials when there is no picture). */
export const SenderAvatars = meta.story({
  args: {
    entries: [
      customer('a1', 'Is the workshop open on Saturday?', '08:58'),
      user('a2', 'Yes, from 9 to 13.', '09:01', { senderAvatarUrl: sampleLogoSmall }),
      user('a3', 'See you then!', '09:02', { senderName: 'Uwe User', senderAvatarUrl: null }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('UU')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-message-id="a2"] img')).not.toBeNull();
  },
});

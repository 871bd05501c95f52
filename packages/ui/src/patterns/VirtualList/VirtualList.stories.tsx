import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatIcon, InboxIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import preview from '../../stories/preview';
import { ConversationListItem } from '../ConversationListItem/ConversationListItem';
import { EmptyState } from '../EmptyState/EmptyState';
import {
  VirtualList,
  type VirtualListHandle,
  type VirtualListItem,
  type VirtualListProps,
} from './VirtualList';

type Conversation = { name: string; preview: string; unread: number; time: string };

const firstNames = ['Maria', 'Jonas', 'Lea', 'Felix', 'Sofia', 'Paul', 'Emma', 'Ben'];
const lastNames = ['Schneider', 'Müller', 'Fischer', 'Weber', 'Wagner', 'Becker'];
const previews = [
  'Hello, is the appointment on Friday still possible?',
  'Thanks!',
  'Could you send me the offer again? I cannot find it in my mails and my colleague needs it today.',
  'See you tomorrow.',
];

const conversation = (index: number): Conversation => ({
  name: `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]} ${index + 1}`,
  preview: previews[index % previews.length] ?? '',
  unread: index % 5 === 0 ? (index % 7) + 1 : 0,
  time: `${String(8 + (index % 10)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
});

/** Rows grouped like the inbox (spec 4): action required, last 24 hours, older. */
const makeItems = (count: number, groups = true): VirtualListItem<Conversation>[] => {
  const items: VirtualListItem<Conversation>[] = [];
  const bounds = [
    { at: 0, label: 'Action required' },
    { at: Math.min(12, count), label: 'Last 24 hours' },
    { at: Math.min(40, count), label: 'Older' },
  ];
  for (let i = 0; i < count; i += 1) {
    const header = groups ? bounds.find((b) => b.at === i) : undefined;
    if (header) items.push({ kind: 'header', id: `header-${header.label}`, label: header.label });
    items.push({ kind: 'row', id: `c-${i + 1}`, data: conversation(i) });
  }
  return items;
};

const renderConversation = (c: Conversation, state: { id: string }) => (
  <ConversationListItem
    href={`#${state.id}`}
    contactName={c.name}
    channelLabel="WhatsApp"
    channelIcon={<ChatIcon size="sm" />}
    preview={c.preview}
    timeText={c.time}
    unreadCount={c.unread}
    unreadLabel={c.unread ? `${c.unread} unread` : undefined}
  />
);

type DemoProps = Partial<VirtualListProps<Conversation>> & { count?: number; groups?: boolean };

const Demo = ({ count = 5000, groups = true, ...props }: DemoProps) => {
  const [items] = useState(() => makeItems(count, groups));
  return (
    <div style={{ height: 480, maxWidth: 380, border: '1px solid', borderRadius: 8, overflow: 'hidden' }}>
      <VirtualList
        items={items}
        renderRow={renderConversation}
        aria-label="Conversations"
        loadingLabel="Loading conversations"
        {...props}
      />
    </div>
  );
};

const meta = preview.meta({
  component: Demo,
  args: { onFocusedIdChange: fn() },
});

const focusedRowName = () =>
  (document.activeElement?.closest('[data-virtual-row]') as HTMLElement | null)?.dataset.key;

/** 5,000 conversations: only the visible rows (plus overscan) are in the DOM. */
export const FiveThousandRows = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(60);
    await expect(list.querySelectorAll('[data-virtual-row]').length).toBeLessThanOrEqual(60);

    // One tab stop: the first row's link.
    await userEvent.tab();
    await expect(focusedRowName()).toBe('c-1');
    await expect(
      within(list)
        .getAllByRole('link')
        .filter((l) => l.tabIndex === 0),
    ).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRowName()).toBe('c-2'));
    await expect(args.onFocusedIdChange).toHaveBeenLastCalledWith('c-2');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedRowName()).toBe('c-1'));

    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRowName()?.slice(2))).toBeGreaterThan(3));

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRowName()).toBe('c-5000'));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Maria Schneider 5000|5000/ })).toBeVisible(),
    );
    await expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(60);

    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedRowName()).toBe('c-1'));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(60);
  },
});

/** Rows without their own link: Enter and click call onAction. Rows have different heights. */
export const PlainRows = meta.story({
  args: {
    count: 200,
    groups: false,
    onAction: fn(),
    renderRow: (c: Conversation) => (
      <div style={{ padding: '8px 16px', borderBottom: '1px solid' }}>
        <strong>{c.name}</strong>
        <p style={{ margin: 0 }}>{c.preview}</p>
      </div>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('data-key', 'c-1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('c-3');
    const rows = list.querySelectorAll<HTMLElement>('[data-virtual-row]');
    // Measured heights differ with the preview length.
    const heights = new Set([...rows].slice(0, 4).map((r) => Math.round(r.getBoundingClientRect().height)));
    await expect(heights.size).toBeGreaterThan(1);
  },
});

/** Tickable rows: Space or x ticks the focused row, a click on its box too; the app keeps the set. */
const SelectableDemo = () => {
  const [items] = useState(() => makeItems(60));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div style={{ height: 480, maxWidth: 380, border: '1px solid', borderRadius: 8, overflow: 'hidden' }}>
      <p aria-live="polite">{ticked.size} selected</p>
      <VirtualList
        items={items}
        aria-label="Conversations"
        loadingLabel="Loading conversations"
        onToggle={toggle}
        renderRow={(c, state) => (
          <ConversationListItem
            href={`#${state.id}`}
            contactName={c.name}
            channelLabel="WhatsApp"
            preview={c.preview}
            timeText={c.time}
            selection={{
              isChecked: ticked.has(state.id),
              isSelecting: ticked.size > 0,
              onChange: () => toggle(state.id),
              label: `Select ${c.name}`,
            }}
          />
        )}
      />
    </div>
  );
};

export const TickRows = meta.story({
  render: () => <SelectableDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('x{ArrowDown} {ArrowDown}x');
    await expect(canvas.getByText('3 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select Jonas Müller 2' })).toBeChecked();
    // Again on the same row unticks it.
    await userEvent.keyboard('x');
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(focusedRowName()).toBe('c-3');
  },
});

/** The app restores the position: the focused row is rendered and scrolled into view. */
export const RestoredFocus = meta.story({
  args: { focusedId: 'c-2500' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const row = await waitFor(() => {
      const found = list.querySelector<HTMLElement>('[data-key="c-2500"]');
      if (!found) throw new Error('row not rendered');
      return found;
    });
    await expect(within(row).getByRole('link')).toHaveAttribute('tabindex', '0');
    const viewport = (list.parentElement as HTMLElement).getBoundingClientRect();
    await waitFor(() => {
      const rect = row.getBoundingClientRect();
      expect(rect.top).toBeGreaterThanOrEqual(viewport.top - 1);
      expect(rect.bottom).toBeLessThanOrEqual(viewport.bottom + 1);
    });
  },
});

const WithHandle = () => {
  const ref = useRef<VirtualListHandle>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button variant="secondary" onPress={() => ref.current?.focusRow('c-4200')}>
        Jump to conversation 4200
      </Button>
      <Demo ref={ref} />
    </div>
  );
};

/** `ref.focusRow(id)` scrolls a far row into view and focuses it. */
export const ImperativeFocus = meta.story({
  render: () => <WithHandle />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jump to conversation 4200' }));
    await waitFor(() => expect(focusedRowName()).toBe('c-4200'));
  },
});

const PAGE = 30;

const Paged = ({ onEndReached }: { onEndReached?: () => void }) => {
  const [count, setCount] = useState(PAGE);
  const [isLoading, setIsLoading] = useState(false);
  const items = makeItems(count, false);
  return (
    <div style={{ height: 480, maxWidth: 380 }}>
      <VirtualList
        items={items}
        renderRow={renderConversation}
        aria-label="Conversations"
        loadingLabel="Loading conversations"
        hasMore={count < 90}
        isLoading={isLoading}
        onEndReached={() => {
          onEndReached?.();
          setIsLoading(true);
          setTimeout(() => {
            setCount((c) => c + PAGE);
            setIsLoading(false);
          }, 300);
        }}
      />
    </div>
  );
};

/** Infinite loading: the next page is requested when the last rows render; a loading row shows meanwhile. */
export const InfiniteLoading = meta.story({
  render: (args) => <Paged onEndReached={args.onEndReached} />,
  args: { onEndReached: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onEndReached).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('progressbar', { name: 'Loading conversations' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('list')).not.toHaveAttribute('aria-busy'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRowName()).toBe('c-60'));
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledTimes(2));
  },
});

export const InitialLoading = meta.story({
  args: { count: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(list).getByRole('progressbar', { name: 'Loading conversations' }),
    ).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: {
    count: 0,
    emptyState: (
      <EmptyState
        icon={<InboxIcon size="lg" />}
        title="No conversations"
        description="New messages from your customers show up here."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'No conversations' })).toBeInTheDocument();
  },
});

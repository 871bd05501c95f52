import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './VirtualList.css';

/** The app flattens its groups into one array: a header, its rows, the next header, ... */
export type VirtualListItem<T> =
  | { kind: 'header'; id: string; label: string }
  | { kind: 'row'; id: string; data: T };

export type VirtualListRowState = { id: string; index: number; isFocused: boolean };

export type VirtualListHandle = {
  /** Scrolls the row into view, renders it and moves keyboard focus to it. */
  focusRow: (id: string) => void;
  /** Scrolls the row into view without moving focus. */
  scrollToRow: (id: string, align?: 'start' | 'center' | 'end' | 'auto') => void;
};

export type VirtualListProps<T> = {
  items: VirtualListItem<T>[];
  renderRow: (data: T, state: VirtualListRowState) => ReactNode;
  /** Custom header content; default is a small heading with the label. */
  renderHeader?: (label: string, id: string) => ReactNode;
  /** Accessible name of the list, e.g. "Conversations". */
  'aria-label': string;
  /** Level of the default group headings. */
  headerLevel?: 2 | 3 | 4;
  /** Estimated heights in px before rows are measured. */
  estimateRowSize?: number;
  estimateHeaderSize?: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** More rows can be loaded at the end; shows the loading row and enables `onEndReached`. */
  hasMore?: boolean;
  /** A page is being loaded (first page or the next one). */
  isLoading?: boolean;
  /** Called once per length of `items` when one of the last `endReachedThreshold` rows is rendered. */
  onEndReached?: () => void;
  endReachedThreshold?: number;
  /** Accessible name of the loading row's spinner, e.g. "Loading conversations". */
  loadingLabel: string;
  /** Shown instead of the list when there are no items and nothing is loading. */
  emptyState?: ReactNode;
  /** Row with the tab stop (roving focus); controlled with `onFocusedIdChange`. */
  focusedId?: string | null;
  defaultFocusedId?: string | null;
  onFocusedIdChange?: (id: string) => void;
  /** Enter or click on a row whose content has no link or button of its own. */
  onAction?: (id: string) => void;
  /**
   * Space or x on a row: tick or untick it for a bulk action (the app keeps what is ticked). Without
   * it, both keys do what they do natively.
   */
  onToggle?: (id: string) => void;
  ref?: Ref<VirtualListHandle>;
  className?: string;
  style?: CSSProperties;
};

/**
 * One row's content. Memoized, so a scroll only renders the rows that came into view: a row whose
 * data, state and `renderRow` are unchanged is skipped (keep `renderRow` stable with useCallback).
 */
const RowContent = memo(function RowContent<T>({
  data,
  id,
  index,
  isFocused,
  renderRow,
}: VirtualListRowState & { data: T; renderRow: (data: T, state: VirtualListRowState) => ReactNode }) {
  return renderRow(data, { id, index, isFocused });
}) as <T>(
  props: VirtualListRowState & { data: T; renderRow: (data: T, state: VirtualListRowState) => ReactNode },
) => ReactNode;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]';
const ROW_SELECTOR = '[data-virtual-row]';

/** The element that takes the roving tab stop: the row's own link or button, else the row itself. */
const focusTargetOf = (row: HTMLElement): HTMLElement => row.querySelector<HTMLElement>(FOCUSABLE) ?? row;

/**
 * Virtualized list with roving focus (one tab stop; ArrowUp/Down, Home/End, PageUp/PageDown move
 * it; Enter opens; Space or x ticks it when the app keeps a selection). Rows are measured after
 * render, so they may have any height. The focused row
 * always stays rendered, so focus is never lost while scrolling with the mouse.
 *
 * The list fills its parent's height: give the parent (or `style`/`className`) a height.
 */
export const VirtualList = <T,>({
  items,
  renderRow,
  renderHeader,
  'aria-label': ariaLabel,
  headerLevel = 3,
  estimateRowSize = 72,
  estimateHeaderSize = 36,
  overscan = 5,
  hasMore = false,
  isLoading = false,
  onEndReached,
  endReachedThreshold = 5,
  loadingLabel,
  emptyState,
  focusedId: controlledFocusedId,
  defaultFocusedId = null,
  onFocusedIdChange,
  onAction,
  onToggle,
  ref,
  className,
  style,
}: VirtualListProps<T>) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [uncontrolledFocusedId, setUncontrolledFocusedId] = useState(defaultFocusedId);
  const requestedFocusedId = controlledFocusedId !== undefined ? controlledFocusedId : uncontrolledFocusedId;
  const requestedIndex = requestedFocusedId
    ? items.findIndex((item) => item.kind === 'row' && item.id === requestedFocusedId)
    : -1;
  const firstRowIndex = items.findIndex((item) => item.kind === 'row');
  // Without a (valid) focused row the first row holds the tab stop.
  const focusedIndex = requestedIndex >= 0 ? requestedIndex : firstRowIndex;
  const focusedId = focusedIndex >= 0 ? (items[focusedIndex]?.id ?? null) : null;

  const showLoadingRow = hasMore || isLoading;
  const count = items.length + (showLoadingRow ? 1 : 0);
  const rangeRef = useRef<Range | null>(null);
  const focusedIndexRef = useRef(focusedIndex);
  focusedIndexRef.current = focusedIndex;

  const getItemKey = useCallback((index: number) => items[index]?.id ?? '__loading', [items]);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (items[index]?.kind === 'header' ? estimateHeaderSize : estimateRowSize),
    // Stable between renders of the same items: the virtualizer recomputes every position (O(n))
    // whenever this function changes, which made each scroll frame walk thousands of rows.
    getItemKey,
    overscan,
    // Scroll updates render through React's scheduler instead of synchronously inside the scroll
    // event, which kept frames long while flinging through thousands of rows.
    useFlushSync: false,
    rangeExtractor: (range) => {
      rangeRef.current = range;
      const indexes = defaultRangeExtractor(range);
      const focused = focusedIndexRef.current;
      if (focused >= 0 && focused < range.count && !indexes.includes(focused)) {
        return [...indexes, focused].sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  const virtualItems = virtualizer.getVirtualItems();

  // Rows are measured when they mount. The virtualizer forgets removed rows when called with null,
  // scanning every element it knows; React calls that per removed row while the rows are still in
  // the document, so nothing was forgotten and each call scanned every row ever shown (quadratic
  // while scrolling thousands). One sweep after the commit, when the rows are gone, does it once.
  const sweepScheduled = useRef(false);
  const measureRow = useCallback(
    (element: HTMLLIElement) => {
      virtualizer.measureElement(element);
      return () => {
        if (sweepScheduled.current) return;
        sweepScheduled.current = true;
        queueMicrotask(() => {
          sweepScheduled.current = false;
          virtualizer.measureElement(null);
        });
      };
    },
    [virtualizer],
  );

  // Rows whose focus should move once they are rendered (keyboard moves, focusRow).
  const pendingFocusRef = useRef<string | null>(null);

  const setFocused = useCallback(
    (id: string) => {
      if (controlledFocusedId === undefined) setUncontrolledFocusedId(id);
      onFocusedIdChange?.(id);
    },
    [controlledFocusedId, onFocusedIdChange],
  );

  const rowElement = (id: string) =>
    listRef.current?.querySelector<HTMLElement>(`${ROW_SELECTOR}[data-key="${CSS.escape(id)}"]`) ?? null;

  const moveTo = (index: number, align: 'auto' | 'start' | 'end' = 'auto') => {
    const item = items[index];
    if (item?.kind !== 'row') return;
    pendingFocusRef.current = item.id;
    setFocused(item.id);
    virtualizer.scrollToIndex(index, { align });
    // Already rendered: focus now (the state may not change, e.g. on Home at the top).
    const element = rowElement(item.id);
    if (element) {
      focusTargetOf(element).focus({ preventScroll: true });
      pendingFocusRef.current = null;
    }
  };

  const moveToRef = useRef(moveTo);
  moveToRef.current = moveTo;

  // One tab stop: the focused row's target is in the tab order, every other row's is not.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    for (const row of list.querySelectorAll<HTMLElement>(ROW_SELECTOR)) {
      const inner = row.querySelector<HTMLElement>(FOCUSABLE);
      const target = inner ?? row;
      if (inner) row.removeAttribute('tabindex');
      target.tabIndex = row.dataset.key === focusedId ? 0 : -1;
    }
    const pending = pendingFocusRef.current;
    if (pending) {
      const element = rowElement(pending);
      if (element) {
        focusTargetOf(element).focus({ preventScroll: true });
        pendingFocusRef.current = null;
      }
    }
  });

  // A focused row set from outside (the app restoring a position) is scrolled into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the requested id changes
  useEffect(() => {
    if (requestedIndex >= 0) virtualizer.scrollToIndex(requestedIndex, { align: 'auto' });
  }, [requestedFocusedId]);

  // Infinite loading: once per length of `items`, so a slow page is not requested twice.
  const requestedForLength = useRef<number | null>(null);
  const lastVisibleIndex = rangeRef.current?.endIndex ?? virtualItems[virtualItems.length - 1]?.index ?? -1;
  useEffect(() => {
    if (!hasMore || isLoading || !onEndReached) return;
    if (lastVisibleIndex < items.length - endReachedThreshold) return;
    if (requestedForLength.current === items.length) return;
    requestedForLength.current = items.length;
    onEndReached();
  }, [hasMore, isLoading, onEndReached, lastVisibleIndex, items.length, endReachedThreshold]);

  useImperativeHandle(
    ref,
    () => ({
      focusRow: (id) => {
        const index = items.findIndex((item) => item.kind === 'row' && item.id === id);
        if (index >= 0) moveToRef.current(index, 'auto');
      },
      scrollToRow: (id, align = 'auto') => {
        const index = items.findIndex((item) => item.id === id);
        if (index >= 0) virtualizer.scrollToIndex(index, { align });
      },
    }),
    [items, virtualizer],
  );

  const nextRow = (from: number, step: 1 | -1) => {
    for (let i = from + step; i >= 0 && i < items.length; i += step) {
      if (items[i]?.kind === 'row') return i;
    }
    return -1;
  };

  const pageTarget = (direction: 1 | -1) => {
    const current = virtualizer.measurementsCache[focusedIndex];
    const height = scrollRef.current?.clientHeight ?? 0;
    if (!current) return -1;
    const offset = direction === 1 ? current.start + height : current.start - height;
    const landing = virtualizer.getVirtualItemForOffset(Math.max(0, offset))?.index ?? -1;
    if (landing < 0) return direction === 1 ? nextRow(items.length, -1) : nextRow(-1, 1);
    if (items[landing]?.kind === 'row') return landing;
    const near = nextRow(landing, direction);
    return near >= 0 ? near : nextRow(landing, direction === 1 ? -1 : 1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>(ROW_SELECTOR);
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    let target = -1;
    switch (event.key) {
      case 'ArrowDown':
        target = nextRow(focusedIndex, 1);
        break;
      case 'ArrowUp':
        target = nextRow(focusedIndex, -1);
        break;
      case 'Home':
        target = nextRow(-1, 1);
        break;
      case 'End':
        target = nextRow(items.length, -1);
        break;
      case 'PageDown':
        target = pageTarget(1);
        break;
      case 'PageUp':
        target = pageTarget(-1);
        break;
      case ' ':
      case 'x':
        if (!onToggle || !row.dataset.key) return;
        event.preventDefault();
        onToggle(row.dataset.key);
        return;
      case 'Enter':
        // A row's own link or button handles Enter natively.
        if (event.target === row && row.dataset.key) {
          event.preventDefault();
          onAction?.(row.dataset.key);
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    if (target >= 0) {
      const align = event.key === 'Home' ? 'start' : event.key === 'End' ? 'end' : 'auto';
      moveTo(target, align);
    }
  };

  const handleFocus = (id: string) => {
    if (id !== focusedId) setFocused(id);
  };

  const handleClick = (event: MouseEvent<HTMLLIElement>, id: string) => {
    const interactive = (event.target as HTMLElement).closest(FOCUSABLE);
    if (interactive && interactive !== event.currentTarget) return;
    onAction?.(id);
  };

  if (items.length === 0 && !showLoadingRow) {
    return (
      <div className={cx(styles.scroller, className)} style={style}>
        {emptyState}
      </div>
    );
  }

  const Heading = `h${headerLevel}` as const;

  return (
    <div ref={scrollRef} className={cx(styles.scroller, className)} style={style}>
      <ul
        ref={listRef}
        aria-label={ariaLabel}
        aria-busy={isLoading || undefined}
        className={styles.list}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={handleKeyDown}
      >
        {virtualItems.map((virtualItem) => {
          const item = items[virtualItem.index];
          const position = {
            'data-index': virtualItem.index,
            ref: measureRow,
            style: { transform: `translateY(${virtualItem.start}px)` },
          };
          if (!item) {
            return (
              <li key={virtualItem.key} className={cx(styles.item, styles.loading)} {...position}>
                <Spinner size="sm" aria-label={loadingLabel} />
              </li>
            );
          }
          if (item.kind === 'header') {
            return (
              <li key={item.id} className={cx(styles.item, styles.header)} {...position}>
                {renderHeader ? (
                  renderHeader(item.label, item.id)
                ) : (
                  <Heading className={styles.headerText}>{item.label}</Heading>
                )}
              </li>
            );
          }
          const isFocused = item.id === focusedId;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: Enter is handled on the list (roving focus)
            <li
              key={item.id}
              aria-posinset={virtualItem.index + 1}
              aria-setsize={hasMore ? -1 : items.length}
              data-virtual-row=""
              data-key={item.id}
              data-focused={isFocused || undefined}
              className={cx(styles.item, styles.row)}
              onFocus={() => handleFocus(item.id)}
              onClick={(event) => handleClick(event, item.id)}
              {...position}
            >
              <RowContent
                data={item.data}
                id={item.id}
                index={virtualItem.index}
                isFocused={isFocused}
                renderRow={renderRow}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
};

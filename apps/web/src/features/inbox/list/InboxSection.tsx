import { useLingui } from '@lingui/react/macro';
import type { InboxSection as InboxSectionName } from '@parley/domain';
import {
  Button,
  EmptyState,
  InboxIcon,
  Link,
  SearchField,
  Spinner,
  useMediaQuery,
  type VirtualListHandle,
} from '@parley/ui';
import { Outlet, useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { DeferredMount } from '../../../components/DeferredMount.tsx';
import { lazyWithCatalog } from '../../../lib/lazyWithCatalog.ts';
import { composerField, replyIntent } from '../conversation/replyIntent.ts';
import { useFillViewport } from '../conversation/useFillViewport.ts';
import * as styles from '../inbox.css.ts';
import { useInboxKeys } from '../keyboard.ts';
import { useInboxListView } from './listView.ts';
import { OpportunityList, useSectionOrder } from './OpportunityList.tsx';

// The bar of the ticked rows loads when the first row is ticked, with the rest of the catalog.
const BulkBar = lazyWithCatalog(() => import('./bulk/BulkBar.tsx'));

// The list's filters load when the user opens them, or with an address that carries a view.
const ListFilters = lazyWithCatalog(() => import('./filters/ListFilters.tsx'));

// The hits of a search replace the list while there is one; they load when the first search starts.
const SearchResults = lazyWithCatalog(() => import('../search/SearchResults.tsx'));

/** The filter panel, which the filter button controls. */
const FILTERS_ID = 'inbox-list-filters';

/** Searches start from 2 characters, 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The inbox's search box (`/` focuses it) and the search in the address (`?q=`): it survives opening
 * a hit and a reload, and Back returns to it.
 */
function useInboxSearch() {
  const navigate = useNavigate();
  const inAddress = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => (typeof search.q === 'string' ? search.q : ''),
  });
  const [text, setText] = useState(inAddress);
  const boxRef = useRef<HTMLDivElement>(null);
  // The address changed elsewhere (Back, a link): the box shows it.
  useEffect(() => setText(inAddress), [inAddress]);
  useEffect(() => {
    const wanted = text.trim().length >= 2 ? text.trim() : '';
    if (wanted === inAddress) return;
    const timer = setTimeout(
      () =>
        void navigate({
          to: '.',
          search: ((previous: Record<string, unknown>) => ({ ...previous, q: wanted || undefined })) as never,
          replace: true,
        }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, inAddress, navigate]);
  return {
    query: inAddress,
    text,
    setText,
    boxRef,
    focus: () => boxRef.current?.querySelector('input')?.focus(),
  };
}

/**
 * The rows of a section ticked for a bulk action (Space or x on a row, or its box). Another section
 * starts with none ticked.
 */
const NONE_TICKED: ReadonlySet<string> = new Set();

function useListSelection(section: InboxSectionName) {
  const [state, setState] = useState<{ section: InboxSectionName; ids: ReadonlySet<string> }>({
    section,
    ids: NONE_TICKED,
  });
  const checked = state.section === section ? state.ids : NONE_TICKED;
  const toggle = useCallback(
    (id: string) =>
      setState((previous) => {
        const ids = new Set(previous.section === section ? previous.ids : []);
        if (!ids.delete(id)) ids.add(id);
        return { section, ids };
      }),
    [section],
  );
  const clear = useCallback(() => setState({ section, ids: NONE_TICKED }), [section]);
  return { checked, toggle, clear };
}

/** One inbox section: the list beside the open conversation. */
export function InboxSection({ section }: { section: InboxSectionName }) {
  const { t } = useLingui();
  const selectedId = useParams({ strict: false, select: (params) => params.id ?? null });
  const navigate = useNavigate();
  const router = useRouter();
  /**
   * The conversation in the address right now. A key pressed just after a navigation may come before
   * the new conversation's screen has rendered (its chunk still loading): the router already knows it.
   */
  const currentId = () => {
    for (const match of router.matchRoutes(router.latestLocation)) {
      if (match.routeId === '/_authenticated/opportunities/$section/$id') return match.params.id;
    }
    return null;
  };
  const listRef = useRef<VirtualListHandle>(null);
  const splitRef = useRef<HTMLDivElement>(null);
  const listPaneRef = useRef<HTMLDivElement>(null);
  useFillViewport(splitRef, { fullScreen: styles.narrow });
  const [focusedId, setFocusedId] = useState<string | null>(selectedId);
  const search = useInboxSearch();
  const listView = useInboxListView();
  const [filtersOpen, setFiltersOpen] = useState(!listView.isDefault);
  const selection = useListSelection(section);
  // Read on demand, so a page arriving does not re-render the whole inbox.
  const sectionOrder = useSectionOrder(section, listView.view);
  // The ticked rows still in the list (one may have moved away meanwhile), in the list's order.
  const ticked = selection.checked.size ? sectionOrder().filter((id) => selection.checked.has(id)) : [];
  // A phone shows the list or the conversation (inbox.css.ts): the hidden one is not rendered at all,
  // so opening a conversation there does not also build the list it hides.
  const phone = useMediaQuery(styles.narrow);
  const showList = !(phone && selectedId);
  // A conversation opened on a phone fills the screen: the page scrolls to it, past the inbox's header,
  // also after the router's own scroll to the top once the navigation has rendered. In the next frame,
  // before it is painted: its layout is the frame's own, not one forced inside React's commit.
  useEffect(() => {
    if (!phone || !selectedId) return;
    let frame = 0;
    const scroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => splitRef.current?.scrollIntoView({ block: 'start' }));
    };
    scroll();
    const unsubscribe = router.subscribe('onRendered', scroll);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [phone, selectedId, router]);

  const open = (offset: 1 | -1) => {
    const ids = sectionOrder();
    const current = currentId();
    const index = current ? ids.indexOf(current) : -1;
    const next = ids[Math.min(Math.max(index + offset, 0), ids.length - 1)];
    if (!next || next === current) return;
    setFocusedId(next);
    replyIntent.clear();
    // Focus follows: the old conversation's field goes away, and R, Esc and Alt+↓ go on from the row.
    listRef.current?.focusRow(next);
    // The list's view and the search stay in the address.
    void navigate({ to: '/opportunities/$section/$id', params: { section, id: next }, search: true });
  };

  useInboxKeys({
    onNext: () => open(1),
    onPrevious: () => open(-1),
    listPane: listPaneRef,
    onReply: () => {
      const current = currentId();
      if (!current) return;
      const field = composerField(current);
      if (field) field.focus();
      // Still loading, or locked until the customer is taken: the field takes the focus once it can.
      else replyIntent.request(current);
    },
    onSearch: search.focus,
    onBackToList: () => {
      replyIntent.clear();
      const target = currentId() ?? focusedId ?? sectionOrder()[0];
      if (target) listRef.current?.focusRow(target);
    },
  });

  return (
    <div className={styles.split} ref={splitRef} data-open={selectedId ? 'conversation' : 'list'}>
      <div className={styles.listPane} ref={listPaneRef}>
        {showList ? (
          <div className={styles.searchBox} ref={search.boxRef}>
            <SearchField
              label={t`Search customers and messages`}
              isLabelHidden
              placeholder={t`Search ( / )`}
              clearLabel={t`Clear search`}
              value={search.text}
              onChange={search.setText}
              inputProps={{ maxLength: 100 }}
              className={styles.searchField}
            />
            {search.query ? null : (
              <Button
                variant={listView.isDefault ? 'quiet' : 'secondary'}
                size="sm"
                aria-expanded={filtersOpen}
                aria-controls={filtersOpen ? FILTERS_ID : undefined}
                onPress={() => setFiltersOpen((open) => !open)}
              >
                {listView.filterCount ? t`Filters (${listView.filterCount})` : t`Filters`}
              </Button>
            )}
          </div>
        ) : null}
        {showList && filtersOpen && !search.query ? (
          <div id={FILTERS_ID}>
            <Suspense fallback={null}>
              <ListFilters view={listView.view} onChange={listView.change} onClear={listView.clear} />
            </Suspense>
          </div>
        ) : null}
        {showList && search.query ? (
          <Suspense fallback={<Spinner aria-label={t`Searching`} />}>
            <SearchResults query={search.query} />
          </Suspense>
        ) : showList ? (
          <>
            {ticked.length ? (
              <Suspense fallback={null}>
                <BulkBar ids={ticked} onClear={selection.clear} />
              </Suspense>
            ) : null}
            <OpportunityList
              section={section}
              view={listView.view}
              viewQuery={listView.query}
              onClearFilters={listView.isDefault ? undefined : listView.clear}
              selection={selection}
              selectedId={selectedId}
              focusedId={focusedId ?? selectedId}
              onFocusedIdChange={setFocusedId}
              listRef={listRef}
            />
          </>
        ) : null}
      </div>
      <div className={styles.detailPane}>
        {selectedId ? (
          <>
            <div className={styles.backToList}>
              <Link href={`/opportunities/${section}${listView.query}`} variant="standalone">
                {t`Back to the list`}
              </Link>
            </div>
            <DeferredMount fallback={<Spinner aria-label={t`Loading conversation`} />}>
              <Outlet />
            </DeferredMount>
          </>
        ) : (
          <EmptyState
            icon={<InboxIcon size="lg" />}
            title={t`No conversation open`}
            description={t`Choose a conversation from the list, or press Alt+↓ to open the first one.`}
          />
        )}
      </div>
    </div>
  );
}

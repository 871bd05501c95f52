import {
  activeFilterCount,
  type InboxListView,
  inboxListViewParams,
  isDefaultListView,
} from '@parley/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

/**
 * The inbox list's view (filters and sort, the domain's listView.ts) as the address holds it: reading
 * it, changing it (a new entry in the history, so Back undoes a filter) and the query string the
 * rows' links carry, so opening a conversation keeps the list as it was.
 */
export function useInboxListView() {
  const navigate = useNavigate();
  // The route checked the address already (routes/…/opportunities/$section.tsx): its values are the view.
  const { channel, label, unread, waiting, sort } = useSearch({
    from: '/_authenticated/opportunities/$section',
  });
  const view = useMemo<InboxListView>(
    () => ({ channel, label, unread, waiting, sort }),
    [channel, label, unread, waiting, sort],
  );
  const change = useCallback(
    (patch: InboxListView) =>
      void navigate({
        to: '.',
        search: ((previous: Record<string, unknown>) => ({ ...previous, ...patch })) as never,
      }),
    [navigate],
  );
  const clear = useCallback(
    () =>
      change({
        channel: undefined,
        label: undefined,
        unread: undefined,
        waiting: undefined,
        sort: undefined,
      }),
    [change],
  );
  const query = useMemo(() => {
    const params = new URLSearchParams(inboxListViewParams(view)).toString();
    return params ? `?${params}` : '';
  }, [view]);
  return {
    view,
    change,
    clear,
    /** The view's search string for a row's link ('' for the default view). */
    query,
    filterCount: activeFilterCount(view),
    isDefault: isDefaultListView(view),
  };
}

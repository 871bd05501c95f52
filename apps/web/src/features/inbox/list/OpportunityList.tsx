import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type OpportunitySection, opportunityListQueryOptions, type RestOpportunity } from '@parley/api';
import { groupOpportunities, type InboxGroup, type InboxListView, staffAuthorOf } from '@parley/domain';
import {
  Button,
  ConversationListItem,
  EmptyState,
  InboxIcon,
  VirtualList,
  type VirtualListHandle,
  type VirtualListItem,
} from '@parley/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type Ref, useCallback, useDeferredValue, useMemo } from 'react';
import { useChannelNames } from '../../../lib/channelNames.ts';
import { contactName } from '../../../lib/contactName.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useInboxFormatters } from '../useFormatters.ts';

/** The rows ticked for a bulk action, and how one is ticked or unticked. */
export type ListSelection = { checked: ReadonlySet<string>; toggle: (id: string) => void };

type OpportunityListProps = {
  section: OpportunitySection;
  /** The list's filters and sort (from the address). */
  view: InboxListView;
  /** The view's search string, which the rows' links carry ('' for none). */
  viewQuery: string;
  /** Clears the filters: offered by the empty state of a filtered list. */
  onClearFilters?: (() => void) | undefined;
  selection: ListSelection;
  selectedId: string | null;
  onFocusedIdChange?: (id: string) => void;
  focusedId?: string | null;
  listRef?: Ref<VirtualListHandle>;
};

type ListData = { pages: { items: RestOpportunity[] }[] } | undefined;

/**
 * The loaded opportunities of a section in display order: grouped as spec 4 says (a list sorted longest
 * waiting first keeps its order: the waiting customers are its action required group). Closed
 * conversations are one list in the server's order: nobody acts on them, so no group says so.
 */
export function groupedSection(data: ListData, section: OpportunitySection, now = Date.now()) {
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  if (section === 'closed') return items.length ? [{ group: null, items }] : [];
  return groupOpportunities(items, now);
}

/**
 * What a row's preview starts with: nothing for a customer's message; for a user's, "You:" when it is
 * the viewer's own and the colleague's name when it is not (issue 27: the team tab said "You:" for
 * every colleague's message).
 */
export function previewPrefixOf(
  opportunity: Pick<RestOpportunity, 'lastMessageSender' | 'lastMessageUser'>,
  viewerId: string,
  labels: { you: string; colleague: (name: string) => string; unknown: string },
): string | undefined {
  if (opportunity.lastMessageSender !== 'USER') return undefined;
  const author = staffAuthorOf(opportunity.lastMessageUser, viewerId);
  if (!author) return labels.unknown;
  return author.self ? labels.you : labels.colleague(author.name);
}

/** The ids of a section's loaded opportunities in display order, read from the cache on demand. */
export function useSectionOrder(section: OpportunitySection, view: InboxListView) {
  const { app, me } = useRouteContext({ from: '/_authenticated' });
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { queryKey } = opportunityListQueryOptions(app, section, me.id, view);
    return groupedSection(queryClient.getQueryData(queryKey), section).flatMap((group) =>
      group.items.map((opportunity) => opportunity.id),
    );
  }, [app, me.id, queryClient, section, view]);
}

/**
 * The rows of one inbox section with the infinite query behind them. A new page regroups thousands
 * of rows: that happens on the deferred data, at transition priority, so scrolling stays smooth.
 */
function useOpportunityRows(section: OpportunitySection, view: InboxListView) {
  const { t } = useLingui();
  const { app, me } = useRouteContext({ from: '/_authenticated' });
  const query = useInfiniteQuery(opportunityListQueryOptions(app, section, me.id, view));
  const data = useDeferredValue(query.data);

  const rows = useMemo(() => {
    const groupLabels: Record<InboxGroup, string> = {
      action_required: t`Action required`,
      last_24_hours: t`Last 24 hours`,
      older: t`Older`,
    };
    const items: VirtualListItem<RestOpportunity>[] = [];
    for (const { group, items: members } of groupedSection(data, section)) {
      if (group) items.push({ kind: 'header', id: `group-${group}`, label: groupLabels[group] });
      for (const opportunity of members) items.push({ kind: 'row', id: opportunity.id, data: opportunity });
    }
    return items;
  }, [data, section, t]);
  return { query, rows };
}

/** One inbox section: grouped, 30 per page, virtualized, loads more while scrolling. */
export function OpportunityList({
  section,
  view,
  viewQuery,
  onClearFilters,
  selection,
  selectedId,
  focusedId,
  onFocusedIdChange,
  listRef,
}: OpportunityListProps) {
  const { t } = useLingui();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const format = useInboxFormatters();
  const channelName = useChannelNames();
  const { query, rows: items } = useOpportunityRows(section, view);
  const previewPrefix = useCallback(
    (opportunity: RestOpportunity) =>
      previewPrefixOf(opportunity, me.id, {
        you: t`You:`,
        colleague: (name) => t`${name}:`,
        unknown: t`Team:`,
      }),
    [me.id, t],
  );

  const { checked, toggle } = selection;
  const selectLabel = useCallback((name: string) => t`Select ${name}`, [t]);
  const snoozedLabel = useCallback((when: string) => t`Snoozed until ${when}`, [t]);
  const renderRow = useCallback(
    (opportunity: RestOpportunity) => (
      <ConversationListItem
        selection={{
          isChecked: checked.has(opportunity.id),
          isSelecting: checked.size > 0,
          onChange: () => toggle(opportunity.id),
          label: selectLabel(contactName(opportunity)),
        }}
        href={`/opportunities/${section}/${opportunity.id}${viewQuery}`}
        contactName={contactName(opportunity)}
        avatarUrl={opportunity.contact.profile.avatarUrl}
        channelLabel={channelName(opportunity.channelType)}
        statusText={
          opportunity.status === 'CLOSED' && opportunity.snoozedUntil
            ? snoozedLabel(formatDateTime(opportunity.snoozedUntil))
            : undefined
        }
        preview={opportunity.lastMessage ?? ''}
        previewPrefix={previewPrefix(opportunity)}
        timeText={format.day(opportunity.lastMessageAt)}
        dateTime={opportunity.lastMessageAt ?? undefined}
        unreadCount={opportunity.unreadCount}
        unreadLabel={t`${plural(opportunity.unreadCount, { one: '# unread message', other: '# unread messages' })}`}
        labels={opportunity.labels.map((label) => ({ id: label.id, label: label.key }))}
        isSelected={opportunity.id === selectedId}
      />
    ),
    [
      section,
      viewQuery,
      selectedId,
      t,
      format,
      channelName,
      previewPrefix,
      checked,
      toggle,
      selectLabel,
      snoozedLabel,
    ],
  );

  return (
    <VirtualList
      ref={listRef}
      aria-label={t`Conversations`}
      items={items}
      estimateRowSize={76}
      headerLevel={2}
      hasMore={query.hasNextPage}
      isLoading={query.isLoading || query.isFetchingNextPage}
      onEndReached={() => {
        if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
      }}
      loadingLabel={t`Loading conversations`}
      focusedId={focusedId}
      onFocusedIdChange={onFocusedIdChange}
      onToggle={toggle}
      emptyState={
        onClearFilters ? (
          <EmptyState
            icon={<InboxIcon size="lg" />}
            title={t`No conversations match the filters`}
            description={t`Change or clear the filters to see more conversations.`}
            action={
              <Button variant="secondary" onPress={onClearFilters}>
                {t`Clear filters`}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<InboxIcon size="lg" />}
            title={t`No conversations`}
            description={t`There are no conversations in this section.`}
          />
        )
      }
      renderRow={renderRow}
    />
  );
}

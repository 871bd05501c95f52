import { useLingui } from '@lingui/react/macro';
import { type OpportunitySection, opportunityListQueryOptions, type RestOpportunity } from '@parley/api';
import { groupOpportunities, type InboxGroup } from '@parley/domain';
import {
  ConversationListItem,
  EmptyState,
  InboxIcon,
  VirtualList,
  type VirtualListHandle,
  type VirtualListItem,
} from '@parley/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type Ref, useCallback, useDeferredValue, useMemo } from 'react';
import { contactName } from '../../lib/inbox/contactName.ts';
import { useInboxFormatters } from './useFormatters.ts';

type OpportunityListProps = {
  section: OpportunitySection;
  selectedId: string | null;
  onFocusedIdChange?: (id: string) => void;
  focusedId?: string | null;
  listRef?: Ref<VirtualListHandle>;
};

const channelNames: Record<string, string> = {
  WHATSAPP: 'WhatsApp',
  MESSENGER: 'Messenger',
  EMAIL: 'Email',
  GMAIL: 'Gmail',
  OFFICE365: 'Office 365',
  GOOGLE_REVIEWS: 'Google',
};

/** The rows of one inbox section, grouped as spec 4 says, with the infinite query behind them. */
export function useOpportunityRows(section: OpportunitySection) {
  const { t } = useLingui();
  const { app, me } = useRouteContext({ from: '/_authenticated' });
  const query = useInfiniteQuery(opportunityListQueryOptions(app.rest, section, me.id));

  const items = useMemo(() => {
    const groupLabels: Record<InboxGroup, string> = {
      action_required: t`Action required`,
      last_24_hours: t`Last 24 hours`,
      older: t`Older`,
    };
    const all = query.data?.pages.flatMap((page) => page.items) ?? [];
    const rows: VirtualListItem<RestOpportunity>[] = [];
    for (const { group, items: members } of groupOpportunities(all, Date.now())) {
      rows.push({ kind: 'header', id: `group-${group}`, label: groupLabels[group] });
      for (const opportunity of members) rows.push({ kind: 'row', id: opportunity.id, data: opportunity });
    }
    return rows;
  }, [query.data, t]);
  return { query, rows: items };
}

/** One inbox section: grouped, 30 per page, virtualized, loads more while scrolling. */
export function OpportunityList({
  section,
  selectedId,
  focusedId,
  onFocusedIdChange,
  listRef,
}: OpportunityListProps) {
  const { t } = useLingui();
  const format = useInboxFormatters();
  const { query, rows } = useOpportunityRows(section);
  // A new page regroups thousands of rows: render it at transition priority, in slices, so scrolling
  // stays smooth while it lands.
  const items = useDeferredValue(rows);

  const renderRow = useCallback(
    (opportunity: RestOpportunity) => (
      <ConversationListItem
        href={`/opportunities/${section}/${opportunity.id}`}
        contactName={contactName(opportunity)}
        avatarUrl={opportunity.contact.profile.avatarUrl}
        channelLabel={channelNames[opportunity.channelType] ?? opportunity.channelType}
        preview={opportunity.lastMessage ?? ''}
        previewPrefix={opportunity.lastMessageSender === 'USER' ? t`You:` : undefined}
        timeText={format.day(opportunity.lastMessageAt)}
        dateTime={opportunity.lastMessageAt ?? undefined}
        unreadCount={opportunity.unreadCount}
        unreadLabel={t`${opportunity.unreadCount} unread messages`}
        labels={opportunity.labels.map((label) => ({ id: label.id, label: label.key }))}
        isSelected={opportunity.id === selectedId}
      />
    ),
    [section, selectedId, t, format],
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
      emptyState={
        <EmptyState
          icon={<InboxIcon size="lg" />}
          title={t`No conversations`}
          description={t`There are no conversations in this section.`}
        />
      }
      renderRow={renderRow}
    />
  );
}

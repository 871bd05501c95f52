import { useLingui } from '@lingui/react/macro';
import { type ContactListFilter, contactListQueryOptions, type RestContact, useApi } from '@parley/api';
import {
  Banner,
  Button,
  ContactListItem,
  ContactListItemSkeleton,
  ContactsIcon,
  EmptyState,
  VirtualList,
  type VirtualListItem,
} from '@parley/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo } from 'react';
import * as styles from './contacts.css.ts';
import { contactDetailOf, contactNameOf } from './contactText.ts';

type ContactListProps = {
  filter: ContactListFilter;
  selectedId: string | null;
  label: string;
  /** Appended to each row's link (`?label=…&team=…`), so the filters stay when a contact opens. */
  hrefSearch?: string;
};

/**
 * One contact list (own, all, team) with its filters: pages of 50 merged by skip (spec 9), virtualized,
 * the next page loaded while scrolling; loading (skeleton), empty and error states.
 */
export function ContactList({ filter, selectedId, label, hrefSearch = '' }: ContactListProps) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const query = useInfiniteQuery(
    contactListQueryOptions(api, { id: me.id, companyId: me.company.id }, filter),
  );
  // A new page rebuilds thousands of items: on the deferred data, so scrolling stays smooth.
  const data = useDeferredValue(query.data);
  const unknown = t`Unknown contact`;
  const items = useMemo(() => {
    const rows: VirtualListItem<RestContact>[] = [];
    const seen = new Set<string>();
    for (const page of data?.pages ?? [])
      for (const contact of page) {
        // A contact added while paging shifts later pages by one: the same row is not shown twice.
        if (seen.has(contact.id)) continue;
        seen.add(contact.id);
        rows.push({ kind: 'row', id: contact.id, data: contact });
      }
    return rows;
  }, [data]);

  const renderRow = useCallback(
    (contact: RestContact) => (
      <ContactListItem
        href={`/contacts/${filter.list}/${contact.id}${hrefSearch}`}
        name={contactNameOf(contact, unknown)}
        avatarUrl={contact.profile.avatarUrl}
        detail={contactDetailOf(contact)}
        labels={contact.labels.map((l) => ({ id: l.id, label: l.key }))}
        isSelected={contact.id === selectedId}
      />
    ),
    [filter.list, selectedId, unknown, hrefSearch],
  );

  if (query.isPending) {
    return (
      <div role="status" aria-label={t`Loading contacts`} aria-busy="true">
        {['a', 'b', 'c', 'd'].map((key) => (
          <ContactListItemSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className={styles.listMessage}>
        <Banner tone="critical" role="alert">
          {t`The contacts could not be loaded.`}{' '}
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </Banner>
      </div>
    );
  }
  const filtered = filter.labelIds.length > 0 || filter.teamIds.length > 0;
  return (
    <VirtualList
      className={styles.list}
      aria-label={label}
      items={items}
      estimateRowSize={64}
      hasMore={query.hasNextPage}
      isLoading={query.isFetchingNextPage}
      onEndReached={() => {
        if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
      }}
      loadingLabel={t`Loading contacts`}
      emptyState={
        <EmptyState
          icon={<ContactsIcon size="lg" />}
          title={filtered ? t`No contacts match` : t`No contacts`}
          description={
            filtered ? t`Choose another label or team.` : t`Contacts appear here once customers write to you.`
          }
        />
      }
      renderRow={renderRow}
    />
  );
}

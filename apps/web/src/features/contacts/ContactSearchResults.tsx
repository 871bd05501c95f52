import { useLingui } from '@lingui/react/macro';
import { contactSearchQueryOptions, type RestContact, useApi } from '@parley/api';
import type { ContactList as ContactListName } from '@parley/domain';
import {
  Banner,
  ContactListItem,
  ContactListItemSkeleton,
  ContactsIcon,
  EmptyState,
  VirtualList,
  type VirtualListItem,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import * as styles from './contacts.css.ts';
import { contactDetailOf, contactNameOf } from './contactText.ts';

type ContactSearchResultsProps = { list: ContactListName; query: string; selectedId: string | null };

/**
 * The company's contacts matching the search box (name, email, company or a part of the phone number;
 * the first 10 by name), in place of the list while there is a search.
 */
export function ContactSearchResults({ list, query, selectedId }: ContactSearchResultsProps) {
  const { t } = useLingui();
  const api = useApi();
  const found = useQuery(contactSearchQueryOptions(api, query));
  const unknown = t`Unknown contact`;
  const items = useMemo(
    () =>
      (found.data ?? []).map(
        (contact): VirtualListItem<RestContact> => ({ kind: 'row', id: contact.id, data: contact }),
      ),
    [found.data],
  );
  const renderRow = useCallback(
    (contact: RestContact) => (
      <ContactListItem
        href={`/contacts/${list}/${contact.id}`}
        name={contactNameOf(contact, unknown)}
        avatarUrl={contact.profile.avatarUrl}
        detail={contactDetailOf(contact)}
        labels={contact.labels.map((l) => ({ id: l.id, label: l.key }))}
        isSelected={contact.id === selectedId}
      />
    ),
    [list, selectedId, unknown],
  );
  if (found.isPending)
    return (
      <div role="status" aria-label={t`Searching contacts`} aria-busy="true">
        <ContactListItemSkeleton />
        <ContactListItemSkeleton />
      </div>
    );
  if (found.isError)
    return (
      <div className={styles.listMessage}>
        <Banner tone="critical" role="alert">
          {t`The search failed. Try again.`}
        </Banner>
      </div>
    );
  return (
    <VirtualList
      className={styles.list}
      aria-label={t`Contacts found`}
      items={items}
      estimateRowSize={64}
      loadingLabel={t`Searching contacts`}
      emptyState={
        <EmptyState
          icon={<ContactsIcon size="lg" />}
          title={t`No contact matches “${query}”`}
          description={t`Try a part of the name, the email, the company or the phone number.`}
        />
      }
      renderRow={renderRow}
    />
  );
}

import type { ContactList } from '@parley/domain';

/** What a contact list shows: its section and the chosen labels and teams (ids, sorted). */
export type ContactListFilter = {
  list: ContactList;
  labelIds: readonly string[];
  teamIds: readonly string[];
};

/**
 * Cache keys of the contacts, built only here. Lists and details sit under `all`, so a change to a
 * contact (label, tag, consent) refreshes every list and detail in one call.
 */
export const contactKeys = {
  all: ['contact'] as const,
  lists: () => ['contact', 'list'] as const,
  list: (userId: string, filter: ContactListFilter) =>
    [
      'contact',
      'list',
      userId,
      filter.list,
      [...filter.labelIds].sort().join(','),
      [...filter.teamIds].sort().join(','),
    ] as const,
  details: () => ['contact', 'detail'] as const,
  detail: (id: string) => ['contact', 'detail', id] as const,
  /** A pick-a-contact search by its text. */
  search: (q: string) => ['contact', 'search', q] as const,
  /** A duplicate check: the name, email, phone and the contact left out. */
  duplicates: (probe: readonly string[]) => ['contact', 'duplicates', ...probe] as const,
};

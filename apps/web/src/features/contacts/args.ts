import type { ContactListFilter } from '@parley/api';
import type { ContactList } from '@parley/domain';

/** `?label=…&team=…`: the list's filters as the route's search schema parsed them. */
export type ContactFilterSearch = { label?: string | undefined; team?: string | undefined };

/**
 * The contact list an address asks for: the list, filtered by its label and its team when it names
 * them. The route's loader prefetches this list and its screen shows it, so both call this.
 */
export function contactListArgs(list: ContactList, search: ContactFilterSearch): ContactListFilter {
  return {
    list,
    labelIds: search.label ? [search.label] : [],
    teamIds: search.team ? [search.team] : [],
  };
}

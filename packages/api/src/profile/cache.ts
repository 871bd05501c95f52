import type { QueryClient } from '@tanstack/react-query';
import type { AbsenceFieldsFragment } from '../gql/graphql.ts';
import { profileKeys } from './keys.ts';

/** Cache updates of the profile that need no request. */
export const profileCache = {
  /**
   * A deleted absence leaves the cache instead of being invalidated (issue 27: invalidating fetched
   * the deleted id again, a NOT_FOUND). It leaves the list at once. Its own entry is still observed by
   * the edit screen until that navigates away, and a query removed under an observer is built anew
   * and fetched on its next render; so the entry is removed when its last observer leaves, and never
   * refetched before.
   */
  removeAbsence(queryClient: QueryClient, id: string) {
    queryClient.setQueryData<AbsenceFieldsFragment[]>(profileKeys.absences(), (list) =>
      list?.filter((absence) => absence.id !== id),
    );
    const cache = queryClient.getQueryCache();
    const entry = cache.find({ queryKey: profileKeys.absence(id), exact: true });
    if (!entry) return;
    void entry.cancel({ silent: true });
    if (entry.getObserversCount() === 0) {
      cache.remove(entry);
      return;
    }
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== entry) return;
      if (event.type === 'removed') unsubscribe();
      else if (event.type === 'observerRemoved' && entry.getObserversCount() === 0) {
        unsubscribe();
        cache.remove(entry);
      }
    });
  },
};

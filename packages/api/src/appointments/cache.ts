import type { QueryClient } from '@tanstack/react-query';
import type { AppointmentFieldsFragment } from '../gql/graphql.ts';
import { appointmentKeys } from './keys.ts';

type Cached = AppointmentFieldsFragment;

/** Cache updates of appointments that need no request. */
export const appointmentsCache = {
  /**
   * Spec 4: a cancelled appointment turns cancelled in the calendar cache without a refetch: in every
   * cached week, the dashboard's list and its own entry.
   */
  markCancelled(queryClient: QueryClient, id: string) {
    const cancel = (item: Cached): Cached =>
      item.id === id ? { ...item, state: 'cancelled' as Cached['state'] } : item;
    queryClient.setQueriesData<Cached[]>({ queryKey: appointmentKeys.weeks() }, (week) => week?.map(cancel));
    queryClient.setQueriesData<{ total: number; items: Cached[] }>(
      { queryKey: appointmentKeys.upcoming() },
      (page) => (page ? { ...page, items: page.items.map(cancel) } : page),
    );
    queryClient.setQueryData<Cached>(appointmentKeys.detail(id), (item) => (item ? cancel(item) : item));
  },
};

import { settingsUsersQueryOptions, useApi } from '@parley/api';
import { useQuery } from '@tanstack/react-query';

/**
 * The company's active users but those `left out`, by name. `signedInOnly` leaves out the invited ones
 * who have not signed in yet as well: a conversation handed to or shared with them, or a note that
 * tells them, would wait for someone who is not there yet (a task may still be given to them).
 */
export function useColleagues(leftOut: (id: string) => boolean, { signedInOnly = false } = {}) {
  const api = useApi();
  const users = useQuery(settingsUsersQueryOptions(api));
  const colleagues = (users.data ?? [])
    .filter((user) => user.active && !(signedInOnly && user.status === 'INVITED') && !leftOut(user.id))
    .map((user) => ({
      id: user.id,
      name: [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ') || user.email,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { colleagues, isPending: users.isPending };
}

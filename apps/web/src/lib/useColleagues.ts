import { settingsUsersQueryOptions, useApi } from '@parley/api';
import { useQuery } from '@tanstack/react-query';

/** The company's active users but those `left out`, by name. */
export function useColleagues(leftOut: (id: string) => boolean) {
  const api = useApi();
  const users = useQuery(settingsUsersQueryOptions(api));
  const colleagues = (users.data ?? [])
    .filter((user) => user.active && !leftOut(user.id))
    .map((user) => ({
      id: user.id,
      name: [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ') || user.email,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { colleagues, isPending: users.isPending };
}

import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import { sessionKeys } from '../auth/queries.ts';
import type { RestCompany, RestCompanyUpdate } from '../rest/types.ts';
import { companyKeys } from './keys.ts';

/**
 * Saves the company account (PATCH, admins only). The shell shows the company's name and logos from
 * the session's user data, so that is refreshed too.
 */
export function useUpdateCompany() {
  const api = useApi();
  return useMutation({
    mutationFn: (update: RestCompanyUpdate) =>
      api.rest.send<RestCompany>('PATCH', `/core-service/companies/${encodeURIComponent(update.id)}`, update),
    onSuccess: async (company) => {
      api.queryClient.setQueryData(companyKeys.company(company.id), company);
      await api.queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    },
  });
}

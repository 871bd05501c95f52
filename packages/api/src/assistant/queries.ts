import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import type { RestAssistantStatus } from '../rest/types.ts';

/** Cache keys of the assistant, built only here. */
export const assistantKeys = {
  all: ['assistant'] as const,
  status: () => ['assistant', 'status'] as const,
};

/** Whether the server has an endpoint for the assistant: the GPT page says so before anyone types. */
export function assistantStatusQueryOptions(api: Pick<Api, 'rest'>) {
  return queryOptions({
    queryKey: assistantKeys.status(),
    queryFn: () => api.rest.get<RestAssistantStatus>('/assistant/status'),
    staleTime: 5 * 60_000,
  });
}

import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import type { WebsiteWidgetInput } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { updateWebsiteWidgetMutation } from './documents.ts';
import { type TouchpointOwner, touchpointKeys } from './keys.ts';

/** Saves a website touchpoint's settings; the saved widget replaces the cached one. */
export function useUpdateWebsiteWidget(owner: TouchpointOwner = 'company') {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ websiteType, input }: { websiteType: string; input: WebsiteWidgetInput }) =>
      (
        await graphqlRequest(api.graphql, updateWebsiteWidgetMutation, {
          websiteType,
          input,
          mine: owner === 'user',
        })
      ).updateWebsiteWidget,
    onSuccess: (widget) =>
      api.queryClient.setQueryData(touchpointKeys.widget(widget.websiteType, owner), widget),
  });
}

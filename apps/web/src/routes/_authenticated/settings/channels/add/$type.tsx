import { brandQueryOptions, settingsTeamsQueryOptions } from '@parley/api';
import { channelTypeFromRoute, channelTypes } from '@parley/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { AddChannel } from '../../../../../features/channels/index.ts';
import { paramsOf, searchParam } from '../../../../../lib/routeArgs.ts';

/** `add/{lowercased channel type}` (spec 2): email, gmail, messenger, whatsapp, google_reviews. */
const channelTypeParam = v.pipe(v.string(), v.transform(channelTypeFromRoute), v.picklist(channelTypes));

/**
 * Google's answer when it sends the browser back to add/google_reviews, the redirect URI registered
 * for review channels (apps/server/src/reviews/google.ts): code and state, or error (access_denied).
 */
const searchSchema = v.object({
  code: searchParam(v.pipe(v.string(), v.maxLength(2048))),
  state: searchParam(v.pipe(v.string(), v.maxLength(256))),
  error: searchParam(v.pipe(v.string(), v.maxLength(100))),
});

export const Route = createFileRoute('/_authenticated/settings/channels/add/$type')({
  validateSearch: searchSchema,
  params: {
    ...paramsOf(v.object({ type: channelTypeParam }), () => {
      throw notFound();
    }),
    stringify: (params) => ({ type: params.type.toLowerCase() }),
  },
  loader: ({ context: { app, me } }) => {
    void app.queryClient.prefetchQuery(brandQueryOptions(app, me.company.brand.id));
    void app.queryClient.prefetchQuery(settingsTeamsQueryOptions(app));
  },
  component: AddChannelPage,
});

function AddChannelPage() {
  const { me } = Route.useRouteContext();
  const { type } = Route.useParams();
  const oauth = Route.useSearch();
  return (
    <AddChannel
      key={type}
      type={type}
      brandId={me.company.brand.id}
      companyId={me.company.id}
      oauth={oauth}
    />
  );
}

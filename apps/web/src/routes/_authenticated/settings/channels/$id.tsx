import { settingsChannelsQueryOptions, settingsTeamsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChannelDetail } from '../../../../features/channels/index.ts';

const paramsSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

export const Route = createFileRoute('/_authenticated/settings/channels/$id')({
  params: { parse: (params) => v.parse(paramsSchema, params) },
  loader: ({ context: { app, me } }) => {
    void app.queryClient.prefetchQuery(settingsChannelsQueryOptions(app, me.company.id));
    void app.queryClient.prefetchQuery(settingsTeamsQueryOptions(app));
  },
  component: ChannelPage,
});

function ChannelPage() {
  const { me } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <ChannelDetail key={id} channelId={id} companyId={me.company.id} />;
}

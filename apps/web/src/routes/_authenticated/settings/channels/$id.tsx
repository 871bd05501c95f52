import { settingsChannelsQueryOptions, settingsTeamsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { ChannelDetail } from '../../../../features/channels/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/settings/channels/$id')({
  params: idParams,
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

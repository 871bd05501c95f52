import { settingsTeamsQueryOptions } from '@parley/api';
import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChannelTeam } from '../../../../../features/settings/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/teams/channels/$channelId')({
  params: paramsOf(v.object({ channelId: idSchema })),
  beforeLoad: guardSection('settingsTeamsManage'),
  loader: ({ context: { app } }) => {
    void app.queryClient.prefetchQuery(settingsTeamsQueryOptions(app));
  },
  component: ChannelTeamPage,
});

function ChannelTeamPage() {
  const { me } = Route.useRouteContext();
  const { channelId } = Route.useParams();
  return <ChannelTeam channelId={channelId} companyId={me.company.id} />;
}

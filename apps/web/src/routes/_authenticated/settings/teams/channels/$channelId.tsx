import { settingsTeamsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChannelTeam } from '../../../../../features/settings/index.ts';
import { guardSection } from '../../../../../lib/sectionGuard.ts';

const paramsSchema = v.object({ channelId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

export const Route = createFileRoute('/_authenticated/settings/teams/channels/$channelId')({
  params: { parse: (params) => v.parse(paramsSchema, params) },
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

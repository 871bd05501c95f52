import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EditTeam } from '../../../../features/settings/index.ts';
import { paramsOf } from '../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/teams/$teamId')({
  params: paramsOf(v.object({ teamId: idSchema })),
  beforeLoad: guardSection('settingsTeamsManage'),
  // No loader: loaders stay in the entry every page loads; the teams list is cached from the overview.
  component: EditTeamPage,
});

function EditTeamPage() {
  const { teamId } = Route.useParams();
  return <EditTeam teamId={teamId} />;
}

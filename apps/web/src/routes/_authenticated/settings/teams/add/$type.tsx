import { teamVariants } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewTeam } from '../../../../../features/settings/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/teams/add/$type')({
  params: paramsOf(v.object({ type: v.picklist(teamVariants) })),
  beforeLoad: guardSection('settingsTeamsManage'),
  component: NewTeamPage,
});

function NewTeamPage() {
  const { type } = Route.useParams();
  return <NewTeam key={type} variant={type} />;
}

import { botQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { BotSettingsEditor } from '../../../../features/automation/index.ts';
import { prefetchRecord, recordPage } from '../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/settings/bot/$id')({
  ...recordPage,
  loader: prefetchRecord(botQueryOptions),
  component: BotSettingsRoute,
});

function BotSettingsRoute() {
  const { id } = Route.useParams();
  const { me } = Route.useRouteContext();
  return <BotSettingsEditor id={id} companyId={me.company.id} />;
}

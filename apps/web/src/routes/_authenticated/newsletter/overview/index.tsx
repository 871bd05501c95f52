import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsletterOverview } from '../../../../features/newsletter/index.ts';
import { searchParam } from '../../../../lib/routeArgs.ts';

/** ?channel=<id>: whose availability the templates show (the first newsletter channel when missing). */
const searchSchema = v.object({ channel: searchParam(idSchema) });

export const Route = createFileRoute('/_authenticated/newsletter/overview/')({
  validateSearch: searchSchema,
  component: OverviewRoute,
});

function OverviewRoute() {
  const { me } = Route.useRouteContext();
  const { channel } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NewsletterOverview
      companyId={me.company.id}
      channelId={channel ?? null}
      onChannelChange={(next) => void navigate({ search: { channel: next }, replace: true })}
    />
  );
}

import { settingsChannelsQueryOptions, settingsTeamsQueryOptions } from '@parley/api';
import { sectionAccess, sections } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ChannelsList } from '../../../../features/channels/index.ts';
import { viewerOf } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/settings/channels/')({
  loader: ({ context: { app, me } }) => {
    void app.queryClient.prefetchQuery(settingsChannelsQueryOptions(app, me.company.id));
    void app.queryClient.prefetchQuery(settingsTeamsQueryOptions(app));
  },
  component: ChannelsPage,
});

function ChannelsPage() {
  const { me } = Route.useRouteContext();
  const viewer = viewerOf(me);
  return (
    <ChannelsList
      companyId={me.company.id}
      brandId={me.company.brand.id}
      isAdmin={viewer.role === 'COMPANY_ADMIN'}
      offersAppointmentWidget={sectionAccess(sections.settingsAppointmentWidget, viewer) === 'allowed'}
    />
  );
}

import { websiteWidgetQueryOptions } from '@parley/api';
import { websiteTypeSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { WebsiteWidgetSettings } from '../../../../../features/touchpoints/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/profile/touchpoints-profile/website/$websiteType')({
  // An unknown type is no page: back to the user's touchpoints.
  params: paramsOf(v.object({ websiteType: websiteTypeSchema }), () => {
    throw redirect({ to: '/profile/touchpoints-profile' });
  }),
  loader: ({ context: { app }, params: { websiteType } }) => {
    void app.queryClient.prefetchQuery(websiteWidgetQueryOptions(app, websiteType, 'user'));
  },
  component: WebsiteRoute,
});

function WebsiteRoute() {
  const { websiteType } = Route.useParams();
  return <WebsiteWidgetSettings key={websiteType} websiteType={websiteType} owner="user" />;
}

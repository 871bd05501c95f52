import { websiteWidgetQueryOptions } from '@parley/api';
import { websiteTypeSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { WebsiteWidgetSettings } from '../../../../../features/touchpoints/index.ts';
import { paramsOf } from '../../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/settings/touchpoints-settings/website/$websiteType')({
  // An unknown type is no page: back to the touchpoints overview.
  params: paramsOf(v.object({ websiteType: websiteTypeSchema }), () => {
    throw redirect({ to: '/settings/touchpoints-settings' });
  }),
  loader: ({ context: { app }, params: { websiteType } }) => {
    void app.queryClient.prefetchQuery(websiteWidgetQueryOptions(app, websiteType));
  },
  component: WebsiteRoute,
});

function WebsiteRoute() {
  const { websiteType } = Route.useParams();
  return <WebsiteWidgetSettings key={websiteType} websiteType={websiteType} />;
}

import { websiteWidgetQueryOptions } from '@parley/api';
import { websiteTypeSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { WebsiteWidgetSettings } from '../../../../../features/touchpoints/index.ts';

export const Route = createFileRoute('/_authenticated/settings/touchpoints-settings/website/$websiteType')({
  params: {
    parse: ({ websiteType }) => {
      const parsed = v.safeParse(websiteTypeSchema, websiteType);
      // An unknown type is no page: back to the touchpoints overview.
      if (!parsed.success) throw redirect({ to: '/settings/touchpoints-settings' });
      return { websiteType: parsed.output };
    },
    stringify: ({ websiteType }) => ({ websiteType }),
  },
  loader: ({ context: { app }, params: { websiteType } }) => {
    void app.queryClient.prefetchQuery(websiteWidgetQueryOptions(app, websiteType));
  },
  component: WebsiteRoute,
});

function WebsiteRoute() {
  const { websiteType } = Route.useParams();
  return <WebsiteWidgetSettings key={websiteType} websiteType={websiteType} />;
}

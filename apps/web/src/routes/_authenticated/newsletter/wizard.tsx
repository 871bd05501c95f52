import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsletterWizard } from '../../../features/newsletter/index.ts';
import { searchParam } from '../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/newsletter/wizard')({
  validateSearch: v.object({ channel: searchParam(idSchema) }),
  component: WizardRoute,
});

function WizardRoute() {
  const { me } = Route.useRouteContext();
  const { channel } = Route.useSearch();
  return <NewsletterWizard companyId={me.company.id} brandId={me.company.brand.id} channelId={channel} />;
}

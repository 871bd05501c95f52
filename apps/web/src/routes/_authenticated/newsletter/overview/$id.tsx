import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsletterWizard } from '../../../../features/newsletter/index.ts';
import { idParams, searchParam } from '../../../../lib/routeArgs.ts';

/** A template chosen on the overview: the wizard opens at the recipients; ?channel=<id> as chosen there. */
export const Route = createFileRoute('/_authenticated/newsletter/overview/$id')({
  params: idParams,
  validateSearch: v.object({ channel: searchParam(idSchema) }),
  component: WizardWithTemplate,
});

function WizardWithTemplate() {
  const { me } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { channel } = Route.useSearch();
  return (
    <NewsletterWizard
      key={id}
      companyId={me.company.id}
      brandId={me.company.brand.id}
      templateId={id}
      channelId={channel}
    />
  );
}

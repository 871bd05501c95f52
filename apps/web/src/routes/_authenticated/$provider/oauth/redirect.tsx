import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SectionLayout } from '../../../../components/SectionLayout.tsx';
import { CalendarLinkReturn } from '../../../../features/calendarConnections/index.ts';
import { paramsOf, searchParam } from '../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

/**
 * /outlook/oauth/redirect and /google/oauth/redirect (spec 2): registered with each provider as the
 * redirect URI (apps/server/src/calendar/providers.ts), so these addresses never change. Any other
 * first segment is no calendar's: the route does not match, and the address is an unknown one.
 */
const providers = { outlook: 'OUTLOOK', google: 'GOOGLE' } as const;

/** The provider's answer: code and state, or error (e.g. access_denied). */
const searchSchema = v.object({
  code: searchParam(v.pipe(v.string(), v.maxLength(2048))),
  state: searchParam(v.pipe(v.string(), v.maxLength(256))),
  error: searchParam(v.pipe(v.string(), v.maxLength(100))),
});

export const Route = createFileRoute('/_authenticated/$provider/oauth/redirect')({
  params: paramsOf(v.object({ provider: v.picklist(['outlook', 'google']) })),
  beforeLoad: guardSection('calendarRedirect'),
  validateSearch: searchSchema,
  component: ReturnRoute,
});

function ReturnRoute() {
  const { provider } = Route.useParams();
  const search = Route.useSearch();
  return (
    <SectionLayout section="calendarRedirect">
      <CalendarLinkReturn
        provider={providers[provider]}
        code={search.code}
        state={search.state}
        error={search.error}
      />
    </SectionLayout>
  );
}

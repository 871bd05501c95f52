import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SectionLayout } from '../../../../components/SectionLayout.tsx';
import { CalendarLinkReturn } from '../../../../features/calendarConnections/index.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

/** The provider's answer: code and state, or error (e.g. access_denied). */
const searchSchema = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  state: v.optional(v.pipe(v.string(), v.maxLength(256))),
  error: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export const Route = createFileRoute('/_authenticated/outlook/oauth/redirect')({
  beforeLoad: guardSection('calendarRedirect'),
  validateSearch: (search) => {
    const parsed = v.safeParse(searchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  component: ReturnRoute,
});

function ReturnRoute() {
  const search = Route.useSearch();
  return (
    <SectionLayout section="calendarRedirect">
      <CalendarLinkReturn provider="OUTLOOK" code={search.code} state={search.state} error={search.error} />
    </SectionLayout>
  );
}

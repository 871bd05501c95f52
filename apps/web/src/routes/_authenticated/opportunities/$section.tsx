import { inboxSections } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { InboxSection } from '../../../features/inbox/InboxSection.tsx';

const paramsSchema = v.object({ section: v.picklist(inboxSections) });

export const Route = createFileRoute('/_authenticated/opportunities/$section')({
  params: {
    // An unknown section opens mine.
    parse: (params) => {
      const parsed = v.safeParse(paramsSchema, params);
      if (!parsed.success) throw redirect({ to: '/opportunities/$section', params: { section: 'mine' } });
      return parsed.output;
    },
    stringify: (params) => params,
  },
  component: InboxSectionRoute,
});

function InboxSectionRoute() {
  return <InboxSection section={Route.useParams().section} />;
}

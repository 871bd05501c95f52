import { companyLabelsQueryOptions, contactListQueryOptions } from '@parley/api';
import { contactListSchema, idSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { type ContactFilterSearch, ContactsSection } from '../../../features/contacts/index.ts';

const paramsSchema = v.object({ list: contactListSchema });
// A malformed filter in the address is dropped, not an error page.
const searchSchema = v.object({
  label: v.fallback(v.optional(idSchema), undefined),
  team: v.fallback(v.optional(idSchema), undefined),
});

export const Route = createFileRoute('/_authenticated/contacts/$list')({
  params: {
    // An unknown list opens own.
    parse: (params) => {
      const parsed = v.safeParse(paramsSchema, params);
      if (!parsed.success) throw redirect({ to: '/contacts/$list', params: { list: 'own' } });
      return parsed.output;
    },
    stringify: (params) => params,
  },
  validateSearch: (search): ContactFilterSearch => v.parse(searchSchema, search),
  loaderDeps: ({ search }) => ({ label: search.label, team: search.team }),
  // Starts the list with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app, me }, params: { list }, deps }) => {
    const filter = {
      list,
      labelIds: deps.label ? [deps.label] : [],
      teamIds: deps.team ? [deps.team] : [],
    };
    void app.queryClient.prefetchInfiniteQuery(
      contactListQueryOptions(app, { id: me.id, companyId: me.company.id }, filter),
    );
    void app.queryClient.prefetchQuery(companyLabelsQueryOptions(app, me.company.id));
  },
  component: ContactsRoute,
});

function ContactsRoute() {
  const { list } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContactsSection
      list={list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}

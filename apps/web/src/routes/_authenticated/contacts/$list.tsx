import { companyLabelsQueryOptions, contactListQueryOptions } from '@parley/api';
import { contactListSchema, idSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { ContactsSection, contactListArgs } from '../../../features/contacts/index.ts';
import { paramsOf, searchParam } from '../../../lib/routeArgs.ts';

const searchSchema = v.object({ label: searchParam(idSchema), team: searchParam(idSchema) });

export const Route = createFileRoute('/_authenticated/contacts/$list')({
  // An unknown list opens own.
  params: paramsOf(v.object({ list: contactListSchema }), () => {
    throw redirect({ to: '/contacts/$list', params: { list: 'own' } });
  }),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the list with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app, me }, params: { list }, deps }) => {
    void app.queryClient.prefetchInfiniteQuery(
      contactListQueryOptions(app, { id: me.id, companyId: me.company.id }, contactListArgs(list, deps)),
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

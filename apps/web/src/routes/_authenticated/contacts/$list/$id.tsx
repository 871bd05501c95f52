import { contactQueryOptions, contactTasksQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../../../features/contacts/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/contacts/$list/$id')({
  params: idParams,
  // Starts both requests with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(contactQueryOptions(app, id));
    void app.queryClient.prefetchQuery(contactTasksQueryOptions(app, id));
  },
  component: ContactRoute,
});

function ContactRoute() {
  const { id } = Route.useParams();
  return <ContactPage key={id} contactId={id} />;
}

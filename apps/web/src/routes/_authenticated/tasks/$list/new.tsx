import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewTask } from '../../../../features/tasks/index.ts';
import { searchParam } from '../../../../lib/routeArgs.ts';

/** `?contactId=` or `?opportunityId=` link the new task to what the user came from. */
const searchSchema = v.object({ contactId: searchParam(idSchema), opportunityId: searchParam(idSchema) });

export const Route = createFileRoute('/_authenticated/tasks/$list/new')({
  validateSearch: searchSchema,
  component: NewTaskRoute,
});

function NewTaskRoute() {
  const { list } = Route.useParams();
  const link = Route.useSearch();
  return <NewTask list={list} link={link} />;
}

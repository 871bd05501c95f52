import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewTask } from '../../../../features/tasks/index.ts';

/** `?contactId=` or `?opportunityId=` link the new task to what the user came from. */
const searchSchema = v.object({
  contactId: v.fallback(v.optional(idSchema), undefined),
  opportunityId: v.fallback(v.optional(idSchema), undefined),
});

export const Route = createFileRoute('/_authenticated/tasks/$list/new')({
  validateSearch: (search) => v.parse(v.fallback(searchSchema, {}), search),
  component: NewTaskRoute,
});

function NewTaskRoute() {
  const { list } = Route.useParams();
  const link = Route.useSearch();
  return <NewTask list={list} link={link} />;
}

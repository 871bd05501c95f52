import { taskQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { TaskDetail } from '../../../../features/tasks/index.ts';
import { prefetchRecord, recordPage } from '../../../../lib/recordRoute.ts';

export const Route = createFileRoute('/_authenticated/tasks/$list/$id')({
  ...recordPage,
  loader: prefetchRecord(taskQueryOptions),
  component: TaskRoute,
});

function TaskRoute() {
  const { id, list } = Route.useParams();
  return <TaskDetail id={id} list={list} />;
}

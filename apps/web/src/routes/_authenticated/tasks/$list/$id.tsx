import { taskQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import { TaskDetail } from '../../../../features/tasks/index.ts';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/tasks/$list/$id')({
  params: idParams,
  loader: ({ context: { app }, params: { id } }) => {
    void app.queryClient.prefetchQuery(taskQueryOptions(app, id));
  },
  component: TaskRoute,
});

function TaskRoute() {
  const { id, list } = Route.useParams();
  // A new key per task: the form starts from that task's values.
  return <TaskDetail key={id} id={id} list={list} />;
}

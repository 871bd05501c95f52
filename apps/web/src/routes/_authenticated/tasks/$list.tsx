import { taskListQueryOptions } from '@parley/api';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { TasksSection, taskListArgs } from '../../../features/tasks/index.ts';
import { paramsOf } from '../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/tasks/$list')({
  // An unknown list opens mine.
  params: paramsOf(v.object({ list: v.picklist(['mine', 'delegated', 'done']) }), () => {
    throw redirect({ to: '/tasks/$list', params: { list: 'mine' } });
  }),
  // Starts the list with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app }, params: { list } }) => {
    void app.queryClient.prefetchQuery(taskListQueryOptions(app, taskListArgs(list)));
  },
  component: TasksRoute,
});

function TasksRoute() {
  return <TasksSection list={Route.useParams().list} />;
}

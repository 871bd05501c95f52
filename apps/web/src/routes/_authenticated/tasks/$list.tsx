import { doneTasksQueryOptions, tasksQueryOptions } from '@parley/api';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { TasksSection } from '../../../features/tasks/index.ts';

const paramsSchema = v.object({ list: v.picklist(['mine', 'done']) });

export const Route = createFileRoute('/_authenticated/tasks/$list')({
  params: {
    // An unknown list opens mine.
    parse: (params) => {
      const parsed = v.safeParse(paramsSchema, params);
      if (!parsed.success) throw redirect({ to: '/tasks/$list', params: { list: 'mine' } });
      return parsed.output;
    },
    stringify: (params) => params,
  },
  // Starts the list with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app }, params: { list } }) => {
    void app.queryClient.prefetchQuery(list === 'mine' ? tasksQueryOptions(app) : doneTasksQueryOptions(app));
  },
  component: TasksRoute,
});

function TasksRoute() {
  return <TasksSection list={Route.useParams().list} />;
}

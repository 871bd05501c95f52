import { calendarWeekQueryOptions } from '@parley/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { AppointmentsOverview, calendarArgs } from '../../../../features/appointments/index.ts';
import { searchParam } from '../../../../lib/routeArgs.ts';

const defaults = { view: 'week' } as const;

/** ?view=week|day&date=YYYY-MM-DD&book=<opportunity id> (all optional: this week; book opens the form). */
const searchSchema = v.object({
  view: searchParam(v.picklist(['week', 'day']), defaults.view),
  date: searchParam(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  book: searchParam(v.pipe(v.string(), v.maxLength(64))),
});

export const Route = createFileRoute('/_authenticated/appointments/overview/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(defaults)] },
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context: { app }, deps }) => {
    void app.queryClient.prefetchQuery(calendarWeekQueryOptions(app, calendarArgs(deps).week));
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppointmentsOverview
      {...calendarArgs(search)}
      view={search.view}
      book={search.book}
      onNavigate={(next) =>
        void navigate({ search: (previous) => ({ ...previous, ...next }), replace: 'book' in next })
      }
    />
  );
}

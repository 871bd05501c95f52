import { calendarWeekQueryOptions } from '@parley/api';
import { calendarWeekRangeOf, todayIn } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AppointmentsOverview } from '../../../../features/appointments/index.ts';
import { userTimeZone } from '../../../../lib/dates.ts';

/** ?view=week|day&date=YYYY-MM-DD&book=<opportunity id> (all optional: this week; book opens the form). */
const searchSchema = v.object({
  view: v.optional(v.picklist(['week', 'day'])),
  date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  book: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export const Route = createFileRoute('/_authenticated/appointments/overview/')({
  validateSearch: (search) => {
    const parsed = v.safeParse(searchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context: { app }, deps }) => {
    const zone = userTimeZone();
    void app.queryClient.prefetchQuery(
      calendarWeekQueryOptions(app, calendarWeekRangeOf(deps.date ?? todayIn(zone), zone)),
    );
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppointmentsOverview
      view={search.view ?? 'week'}
      date={search.date ?? todayIn(userTimeZone())}
      book={search.book}
      onNavigate={(next) =>
        void navigate({ search: (previous) => ({ ...previous, ...next }), replace: 'book' in next })
      }
    />
  );
}

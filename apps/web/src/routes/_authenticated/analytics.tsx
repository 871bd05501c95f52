import { conversationStatisticsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { AnalyticsScreen, analyticsArgs } from '../../features/analytics/index.ts';
import { searchParam } from '../../lib/routeArgs.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

const searchNumber = (min: number, max: number) =>
  searchParam(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max)));

/** ?year=2025&month=2 (both optional: the current year, the whole year). */
const searchSchema = v.object({ year: searchNumber(2000, 2100), month: searchNumber(1, 12) });

export const Route = createFileRoute('/_authenticated/analytics')({
  beforeLoad: guardSection('analytics'),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { app }, deps }) => {
    const { year, month } = analyticsArgs(deps);
    void app.queryClient.prefetchQuery(conversationStatisticsQueryOptions(app, year, month));
  },
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SectionLayout section="analytics">
      <AnalyticsScreen
        period={analyticsArgs(search)}
        onPeriodChange={({ year, month }) => void navigate({ search: { year, month: month ?? undefined } })}
      />
    </SectionLayout>
  );
}

import { conversationStatisticsQueryOptions } from '@parley/api';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { AnalyticsScreen } from '../../features/analytics/index.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

/** ?year=2025&month=2 (both optional: the current year, the whole year). */
const searchSchema = v.object({
  year: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(2000), v.maxValue(2100))),
  month: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(12))),
});

export const Route = createFileRoute('/_authenticated/analytics')({
  beforeLoad: guardSection('analytics'),
  validateSearch: (search) => {
    const parsed = v.safeParse(searchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { app }, deps }) => {
    void app.queryClient.prefetchQuery(
      conversationStatisticsQueryOptions(app, deps.year ?? new Date().getFullYear(), deps.month ?? null),
    );
  },
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SectionLayout section="analytics">
      <AnalyticsScreen
        period={{ year: search.year ?? new Date().getFullYear(), month: search.month ?? null }}
        onPeriodChange={({ year, month }) => void navigate({ search: { year, month: month ?? undefined } })}
      />
    </SectionLayout>
  );
}

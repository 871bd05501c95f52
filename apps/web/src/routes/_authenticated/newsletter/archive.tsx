import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsletterArchive } from '../../../features/newsletter/index.ts';
import { searchParam } from '../../../lib/routeArgs.ts';

/** ?year=2025 (2023 to the next year; this year when missing or malformed). */
const searchSchema = v.object({
  year: searchParam(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(2023), v.maxValue(2100)),
  ),
});

export const Route = createFileRoute('/_authenticated/newsletter/archive')({
  validateSearch: searchSchema,
  component: ArchiveRoute,
});

function ArchiveRoute() {
  const { year } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NewsletterArchive
      year={Math.min(year ?? new Date().getFullYear(), new Date().getFullYear())}
      onYearChange={(next) => void navigate({ search: { year: next } })}
    />
  );
}

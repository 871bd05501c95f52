import { reviewsQueryOptions } from '@parley/api';
import { reviewSearchSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { type ReviewSearch, ReviewsScreen } from '../../features/reviews/index.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/reviews')({
  beforeLoad: guardSection('reviews'),
  // A malformed filter in the address is dropped, not an error page.
  validateSearch: (search): ReviewSearch => v.parse(reviewSearchSchema, search),
  loaderDeps: ({ search }) => ({ rating: search.rating, unanswered: search.unanswered }),
  // Starts the list with the navigation; the screen shows its own loading and error states.
  loader: ({ context: { app }, deps }) => {
    void app.queryClient.prefetchQuery(reviewsQueryOptions(app, deps));
  },
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const navigate = Route.useNavigate();
  return (
    <SectionLayout section="reviews">
      <ReviewsScreen
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, replace: true })}
      />
    </SectionLayout>
  );
}

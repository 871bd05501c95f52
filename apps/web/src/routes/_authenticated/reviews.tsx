import { reviewsQueryOptions } from '@parley/api';
import { reviewSearchSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { ReviewsScreen } from '../../features/reviews/index.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/reviews')({
  beforeLoad: guardSection('reviews'),
  // The domain's schema, in the routes' one style (lib/routeArgs.ts): a malformed filter is dropped.
  validateSearch: reviewSearchSchema,
  loaderDeps: ({ search }) => search,
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

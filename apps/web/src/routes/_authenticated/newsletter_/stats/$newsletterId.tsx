import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SectionLayout } from '../../../../components/SectionLayout.tsx';
import { NewsletterStats } from '../../../../features/newsletter/index.ts';
import { paramsOf } from '../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/newsletter_/stats/$newsletterId')({
  params: paramsOf(v.object({ newsletterId: idSchema })),
  beforeLoad: guardSection('newsletterStats'),
  component: StatsRoute,
});

function StatsRoute() {
  const { newsletterId } = Route.useParams();
  return (
    <SectionLayout section="newsletterStats">
      <NewsletterStats key={newsletterId} newsletterId={newsletterId} />
    </SectionLayout>
  );
}

import { idSchema } from '@parley/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EmptySection } from '../../../../components/EmptySection.tsx';
import { SectionLayout } from '../../../../components/SectionLayout.tsx';
import { paramsOf } from '../../../../lib/routeArgs.ts';
import { guardSection } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/newsletter_/stats/$newsletterId')({
  params: paramsOf(v.object({ newsletterId: idSchema })),
  beforeLoad: guardSection('newsletterStats'),
  component: () => (
    <SectionLayout section="newsletterStats">
      <EmptySection />
    </SectionLayout>
  ),
});

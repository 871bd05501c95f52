import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/EmptySection.tsx';
import { SectionLayout } from '../../../../components/SectionLayout.tsx';
import { guardSection } from '../../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/newsletter_/stats/$newsletterId')({
  beforeLoad: guardSection('newsletterStats'),
  component: () => (
    <SectionLayout section="newsletterStats">
      <EmptySection />
    </SectionLayout>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/EmptySection.tsx';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/touchpoints')({
  beforeLoad: guardSection('touchpoints'),
  component: () => (
    <SectionLayout section="touchpoints">
      <EmptySection />
    </SectionLayout>
  ),
});

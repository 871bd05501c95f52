import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../components/SectionLayout.tsx';
import { AllTouchpoints } from '../../features/touchpoints/index.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/touchpoints')({
  beforeLoad: guardSection('touchpoints'),
  component: () => (
    <SectionLayout section="touchpoints">
      <AllTouchpoints />
    </SectionLayout>
  ),
});

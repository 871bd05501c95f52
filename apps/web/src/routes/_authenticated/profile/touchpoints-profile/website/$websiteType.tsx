import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../../components/EmptySection.tsx';

export const Route = createFileRoute('/_authenticated/profile/touchpoints-profile/website/$websiteType')({
  component: EmptySection,
});

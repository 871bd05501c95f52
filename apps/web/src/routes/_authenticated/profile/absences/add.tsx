import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/EmptySection.tsx';

export const Route = createFileRoute('/_authenticated/profile/absences/add')({
  component: EmptySection,
});

import { createFileRoute } from '@tanstack/react-router';
import { EmptyList } from '../../../components/EmptySection.tsx';

export const Route = createFileRoute('/_authenticated/profile/absences')({
  component: EmptyList,
});

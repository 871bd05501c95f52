import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/EmptySection.tsx';

export const Route = createFileRoute('/_authenticated/settings/users/add')({
  component: EmptySection,
});

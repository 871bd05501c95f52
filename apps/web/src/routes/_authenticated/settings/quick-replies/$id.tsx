import { createFileRoute } from '@tanstack/react-router';
import { EmptyList } from '../../../../components/EmptySection.tsx';

export const Route = createFileRoute('/_authenticated/settings/quick-replies/$id')({
  component: EmptyList,
});

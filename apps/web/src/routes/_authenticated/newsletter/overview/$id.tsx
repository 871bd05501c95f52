import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/EmptySection.tsx';
import { idParams } from '../../../../lib/routeArgs.ts';

export const Route = createFileRoute('/_authenticated/newsletter/overview/$id')({
  params: idParams,
  component: EmptySection,
});

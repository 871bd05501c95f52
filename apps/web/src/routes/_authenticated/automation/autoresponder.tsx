import { createFileRoute } from '@tanstack/react-router';
import { EmptyList } from '../../../components/EmptySection.tsx';
import { guardSection } from '../../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/automation/autoresponder')({
  beforeLoad: guardSection('autoresponder'),
  component: EmptyList,
});

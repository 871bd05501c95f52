import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/EmptySection.tsx';

export const Route = createFileRoute('/_authenticated/automation/autoresponder/consent-bot')({
  component: EmptySection,
});

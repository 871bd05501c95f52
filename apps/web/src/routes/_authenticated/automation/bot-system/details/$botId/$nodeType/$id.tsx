import { createFileRoute, redirect } from '@tanstack/react-router';
import { EmptySection } from '../../../../../../../components/EmptySection.tsx';

const nodeTypes: readonly string[] = [
  'start',
  'internal-note',
  'set-user',
  'set-status',
  'set-visibility',
  'send-message',
  'send-template',
  'http-request',
  'script',
  'invoke-bot',
  'opt-in',
  'pause',
  'set-product',
  'remove-product',
  'set-customer-type',
  'remove-customer-type',
  'set-contact-customer-type',
  'remove-contact-customer-type',
  'set-label',
  'remove-label',
  'set-contact-label',
  'remove-contact-label',
];

export const Route = createFileRoute('/_authenticated/automation/bot-system/details/$botId/$nodeType/$id')({
  beforeLoad: ({ params }) => {
    if (!nodeTypes.includes(params.nodeType)) throw redirect({ to: '/automation/bot-system/overview' });
  },
  component: EmptySection,
});

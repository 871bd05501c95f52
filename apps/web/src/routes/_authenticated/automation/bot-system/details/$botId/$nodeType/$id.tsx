import { idSchema } from '@parley/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { EmptySection } from '../../../../../../../components/EmptySection.tsx';
import { paramsOf } from '../../../../../../../lib/routeArgs.ts';

const nodeTypes = [
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
] as const;

export const Route = createFileRoute('/_authenticated/automation/bot-system/details/$botId/$nodeType/$id')({
  params: paramsOf(v.object({ nodeType: v.picklist(nodeTypes), id: idSchema }), () => {
    throw redirect({ to: '/automation/bot-system/overview' });
  }),
  component: EmptySection,
});
